export * from './common/list';
export * from './constants';
export * from './messages';
export * from './auth';
export * from './resources/services';
