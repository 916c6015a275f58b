export { demoOperators, demoThemed } from './demoThemes';
export type { DemoOperator, DemoThemed } from './demoThemes';
