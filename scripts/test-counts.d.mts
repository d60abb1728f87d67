type Counts = {passed: number; failed: number; skipped: string[]};
/** `suite` names the suite in a skipped test that gave no reason (default: the unit suite). */
export function countVitest(report: unknown, suite?: string): Counts;
export function countPlaywright(report: unknown): Counts;
export function closingLine(passed: number, failed: number, skipped: number): string;
