// PNG for Node (reports, the CLI): the SVG rasterised by resvg, no browser needed.
import { Resvg } from '@resvg/resvg-js';

export interface PngOptions {
  /** Width in pixels; the height follows the picture's proportions. */
  readonly width?: number;
}

export function svgToPng(svg: string, options: PngOptions = {}): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: options.width ? { mode: 'width', value: options.width } : { mode: 'original' },
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
    background: '#ffffff',
  });
  return resvg.render().asPng();
}
