export function versionDifference(_input: string): number | null { return null; }
