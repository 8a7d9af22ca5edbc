// Types of artefacts.mjs, for the TypeScript tests (the project does not enable allowJs).
export declare function serializedGrammar(): string;
export declare function railroadDiagramsHtml(): string;
export declare function textMateGrammar(): string;
export declare const generatedFiles: Readonly<Record<'grammar.json' | 'diagrams.html' | 'payola.tmLanguage.json', () => string>>;
export declare const categoryScopes: Readonly<Record<import('@payola/parser').TokenCategory, string>>;
