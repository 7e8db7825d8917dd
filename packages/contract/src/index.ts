export * from './errors.ts';
export * from './envelope.ts';
export * from './endpoint.ts';
export * from './client.ts';
export * from './api/system.ts';
