// A standard game's first year as the players write it (the same year `examples/year-1901` plays
// through `payola advance`): Austria takes Venice in the Fall with support from Tyrolia, Italy's
// army retreats to Piedmont, Austria builds two units and Italy disbands one.
export const firstYear = {
  spring1901: {
    austria: '1 : F TRI H\n1 : A VIE - TYR\n1 : A BUD - SER\n',
    italy: '1 : A VEN H\n1 : A ROM - APU\n1 : F NAP - ION\n',
    france: '1 : A PAR - BUR\n1 : A MAR - SPA\n1 : F BRE - MAO\n',
    germany: '1 : A MUN - RUH\n1 : A BER - KIE\n1 : F KIE - DEN\n',
    england: '1 : F LON - NTH\n1 : F EDI - NWG\n1 : A LVP - YOR\n',
    russia: '1 : F SEV - RUM\n1 : A MOS - UKR\n1 : A WAR - GAL\n1 : F STP/SC - BOT\n',
    turkey: '1 : A CON - BUL\n1 : F ANK - BLA\n1 : A SMY - ARM\n',
  },
  fall1901: {
    austria: '2 : F TRI - VEN\n2 : A TYR S F TRI - VEN\n1 : A SER H\n',
    italy: '1 : A VEN H\n1 : A APU H\n1 : F ION H\n',
    france: '1 : A BUR - BEL\n1 : A SPA H\n1 : F MAO - POR\n',
    germany: '1 : A RUH - HOL\n1 : A KIE H\n1 : F DEN H\n',
    england: '1 : F NTH - NWY\n1 : F NWG H\n1 : A YOR H\n',
    russia: '1 : F RUM H\n1 : A UKR H\n1 : A GAL H\n1 : F BOT - SWE\n',
    turkey: '1 : A BUL H\n1 : F BLA H\n1 : A ARM H\n',
  },
  fall1901Retreats: { italy: 'A VEN - PIE\n' },
  winter1901: {
    austria: 'BUILD A VIE\nBUILD F TRI\n',
    italy: 'DISBAND A PIE\n',
    france: 'BUILD A PAR\nBUILD F BRE\nWAIVE\n',
  },
} as const;
