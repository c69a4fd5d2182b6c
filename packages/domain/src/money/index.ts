export * from './cents.ts';
export * from './format.ts';
export * from './gst.ts';
export * from './parse.ts';
