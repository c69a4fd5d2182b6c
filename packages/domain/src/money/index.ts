export * from './approved-total.ts';
export * from './cents.ts';
export * from './format.ts';
export * from './gst.ts';
export * from './margin.ts';
export * from './parse.ts';
