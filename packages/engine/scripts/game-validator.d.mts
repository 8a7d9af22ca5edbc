// Types of game-validator.mjs, for the TypeScript tests (the project does not enable allowJs).
export declare const validatorFile: URL;
export declare const gameSchemaOptions: { readonly allErrors: boolean; readonly strict: boolean };
export declare function gameValidatorSource(): string;
