export * from './auth.table.ts';
export * from './credits.table.ts';
export * from './catalogue.table.ts';
export * from './content.table.ts';
export * from './photo-uploads.table.ts';
export * from './billing.table.ts';
export * from './admin.table.ts';
export * from './engine-jobs.table.ts';
