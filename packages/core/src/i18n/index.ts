// English texts by i18next namespace: the names the package exports from i18n/.
export { en, namespaces } from './en';
export type { Namespace } from './en';
