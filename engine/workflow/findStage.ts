import type { WorkflowConfig, WorkflowStage } from '../schemas/types';

/** A stage of the review workflow by id; undefined for a stage the configuration no longer has. */
export const findStage = (workflow: WorkflowConfig, stageId: string): WorkflowStage | undefined => workflow.stages.find((stage) => stage.id === stageId);
