// English texts by i18next namespace: the names the package exports from i18n/.
export { en } from './en';
export { enFirstView } from './enFirstView';
export { namespaces } from './namespaces';
export type { Namespace } from './namespaces';
