export declare const FALLBACK_CSS_PATH: string;
export declare function fallbackCss(): string;
