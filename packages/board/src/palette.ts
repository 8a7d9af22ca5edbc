// Colours and patterns of the powers. Colours follow the Okabe–Ito palette (distinguishable with
// the common colour-vision deficiencies); besides colour, every unit carries its power's letter
// and every owned centre its power's hatching angle, so no information is in colour alone.

export interface PowerStyle {
  readonly name: string;
  readonly letter: string;
  readonly colour: string;
  /** The angle of the hatching of this power's centres, in degrees. */
  readonly hatch: number;
  /** The id of its SVG pattern. */
  readonly pattern: string;
}

const standardColours: Readonly<Record<string, string>> = {
  Austria: '#D55E00',
  England: '#0072B2',
  France: '#56B4E9',
  Germany: '#4D4D4D',
  Italy: '#009E73',
  Russia: '#CC79A7',
  Turkey: '#E69F00',
};
const extraColours = ['#F0E442', '#882255', '#117733', '#332288', '#AA4499', '#44AA99', '#999933', '#661100'];
const hatches = [0, 45, 90, 135, 22, 67, 112, 157];

export function powerStyles(
  powers: readonly { readonly name: string; readonly letter: string }[],
): Map<string, PowerStyle> {
  const styles = new Map<string, PowerStyle>();
  let extra = 0;
  powers.forEach((p, i) => {
    const colour = Object.hasOwn(standardColours, p.name)
      ? standardColours[p.name]!
      : (extraColours[extra++ % extraColours.length] ?? '#777777');
    styles.set(p.name, {
      name: p.name,
      letter: p.letter,
      colour,
      hatch: hatches[i % hatches.length]!,
      pattern: `hatch-${i}`,
    });
  });
  return styles;
}

export const terrain = {
  sea: '#BCD7EA',
  land: '#EDE6CF',
  neutral: '#DCD5BE',
  impassable: '#B7AE93',
  border: '#6B6454',
  text: '#222222',
  failed: '#C0392B',
} as const;
