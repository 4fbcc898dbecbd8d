export * from './auth';
export * from './common';
export * from './invitations';
export * from './profile';
