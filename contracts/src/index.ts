import './shared/zod-locale';
export * from './shared/roles';
export * from './shared/messages';
export * from './shared/api-error';
export * from './health/health';
export * from './identifiers/identifiers';
export * from './auth/login';
