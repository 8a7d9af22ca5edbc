// The board picture: a full standard board with 34 units and an order for each (moves, supports,
// convoys, some failed), as SVG (the pure renderer) and as PNG (resvg). Target: SVG under 20 ms.
import { legalOrders, seededRandom, startingGame, unitText } from '@payola/engine';
import { renderBoard } from '@payola/board';
import { svgToPng } from '@payola/board/png';
import { medians, ms, report } from '../../../scripts/bench-kit.mjs';

/** 35 units: the opening plus fleets in every sea a power would hold by midgame. */
function crowdedGame() {
  const opening = startingGame();
  const extra = [
    ['England', 'F NTH'],
    ['England', 'F NWG'],
    ['England', 'A YOR'],
    ['France', 'F MAO'],
    ['France', 'A BUR'],
    ['Germany', 'A RUH'],
    ['Germany', 'F HEL'],
    ['Italy', 'F TYS'],
    ['Italy', 'A PIE'],
    ['Austria', 'A GAL'],
    ['Russia', 'F BOT'],
    ['Russia', 'A UKR'],
    ['Turkey', 'F BLA'],
  ];
  const units = [...opening.units];
  for (const [power, text] of extra) {
    const [type, province] = text.split(' ');
    if (!units.some((u) => u.location.province === province)) units.push({ power, type, location: { province } });
  }
  return opening.with({ units });
}

const game = crowdedGame();
const random = seededRandom(34);
const orders = {};
for (const unit of game.units) {
  const choices = legalOrders(game, unit.location.province);
  const kinds = [
    choices.filter((o) => / - /.test(o) && !/ [SC] /.test(o)),
    choices.filter((o) => / S /.test(o)),
    choices.filter((o) => / C /.test(o)),
  ];
  const kind = kinds[Math.floor(random() * kinds.length)];
  const list = kind.length > 0 ? kind : choices;
  const order = list[Math.floor(random() * list.length)];
  orders[unitText(unit)] = {
    order,
    succeeded: random() > 0.3,
    total: Math.floor(random() * 20),
  };
}

export default async function run() {
  const svg = renderBoard(game, { outcomes: orders }, { showBribes: true });
  const times = await medians({
    svg: () => renderBoard(game, { outcomes: orders }, { showBribes: true }),
    png: () => svgToPng(svg),
  });
  report(`board: standard board, ${game.units.length} units, ${Object.keys(orders).length} orders (medians)`, [
    ['SVG render', `${ms(times.svg)}  (target < 20 ms: ${times.svg < 20 ? 'met' : 'NOT met'})`],
    ['PNG (resvg, 1200 px)', ms(times.png)],
    ['SVG size', `${(svg.length / 1024).toFixed(0)} kB`],
  ]);
}
