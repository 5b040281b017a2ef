export declare function compareVersions(a: string, b: string): number;
export declare function satisfies(version: string, range: string): boolean;
