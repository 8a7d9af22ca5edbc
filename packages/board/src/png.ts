// PNG for Node (reports, the CLI): the SVG rasterised by resvg, no browser needed.
import { Resvg } from '@resvg/resvg-js';
import { maxPngWidth } from './png-limits.js';

export interface PngOptions {
  /** Width in pixels, at most {@link maxPngWidth}; the height follows the picture's proportions. */
  readonly width?: number;
}

export function svgToPng(svg: string, options: PngOptions = {}): Buffer {
  const width = options.width;
  if (width !== undefined && !(Number.isInteger(width) && width >= 1 && width <= maxPngWidth))
    throw new RangeError(`a PNG is from 1 to ${maxPngWidth} pixels wide, not ${width}`);
  const resvg = new Resvg(svg, {
    fitTo: options.width ? { mode: 'width', value: options.width } : { mode: 'original' },
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
    background: '#ffffff',
  });
  return resvg.render().asPng();
}
