// How large a PNG may be drawn: resvg holds the whole picture in memory (four bytes a pixel, with
// the height following the board's proportions), so a width past this would take gigabytes, and
// the process would be killed with no word said. A module of its own so that option parsers can
// read it without loading the rasteriser.

/** The widest PNG drawn, in pixels (about 0.2 GB of picture on the standard board). */
export const maxPngWidth = 8192;
