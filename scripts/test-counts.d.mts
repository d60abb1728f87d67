type Counts = {passed: number; failed: number; skipped: string[]};
export function countVitest(report: unknown): Counts;
export function countPlaywright(report: unknown): Counts;
export function closingLine(passed: number, failed: number, skipped: number): string;
