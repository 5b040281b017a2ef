export declare const PRELOADS_AFTER_FIRST_PAINT_ID: 'preloads-after-first-paint';
