export * from './api/auth.ts';
export * from './api/catalogue.ts';
export * from './api/system.ts';
export * from './client.ts';
export * from './endpoint.ts';
export * from './envelope.ts';
export * from './errors.ts';
