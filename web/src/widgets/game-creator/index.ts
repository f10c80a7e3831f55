export { GameCreatorDialog } from './GameCreatorDialog';
export type { GameCreatorDialogProps } from './GameCreatorDialog';
