export * from './customer-may.ts';
export * from './customer-sees.ts';
export * from './field-role.ts';
export * from './group-roles.ts';
export * from './record-roles.ts';
export * from './row-roles.ts';
