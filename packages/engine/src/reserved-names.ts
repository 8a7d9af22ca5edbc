// Names players and variant authors choose become keys of the JSON the tools write (balances,
// reports, orders by power and province). JavaScript objects reserve some keys (`__proto__`,
// `constructor`, `toString`, …): a power or province named so would vanish from, or corrupt, such
// records. They are refused once, here, when a map or game file is loaded, so every tool and
// every package downstream can rely on ordinary names.

const reserved: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));

/** Why `name` cannot name a power or province, or undefined when it can. */
export function reservedNameProblem(name: string, what: 'power' | 'province'): string | undefined {
  return reserved.has(name)
    ? `"${name}" cannot name a ${what}: JavaScript objects reserve that name, so records keyed by it would break; choose another`
    : undefined;
}
