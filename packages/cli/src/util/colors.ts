// Colours for terminal output (picocolors), decided per stream: NO_COLOR turns them off,
// FORCE_COLOR turns them on, otherwise only a terminal (and not TERM=dumb) gets them.
import pc from 'picocolors';

export type Colors = ReturnType<typeof pc.createColors>;

/** Whether to colour what is written to `stream` (see https://no-color.org). */
export function colorEnabled(stream: { readonly isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force !== 'false';
  return stream.isTTY === true && env.TERM !== 'dumb';
}

/** Colour functions for a stream (identity functions when colours are off). */
export function colorsFor(stream: { readonly isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): Colors {
  return pc.createColors(colorEnabled(stream, env));
}
