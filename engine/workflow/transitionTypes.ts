import type { WorkflowAction } from '../schemas/types';

/** Where an application stands: the citizen's state (shzt) and, once in the back office, its stage. */
export interface Position {
  shzt: number;
  /** The back office's stage; undefined before the application entered review (a draft, one filed before the back office). */
  stage?: string | undefined;
  suspended?: boolean | undefined;
}

/** What a citizen does to their application: save a record or its holding mode, delete it, submit it (again after a correction), revoke it. */
export type CitizenChange = 'save' | 'delete' | 'submit' | 'revoke';

/** A staff member's press on a case: a stage's outcome (accept, return, reject, approve, register, issue), suspend or resume. */
export interface StaffChange {
  action: string;
  /** The stage the member saw when pressing: another one means someone moved the case on since. */
  seen: string;
  roles: readonly string[];
  staffId: string;
  /** Who took each earlier stage's outcome (a stage's notBy reads it). */
  actors: Readonly<Record<string, string>>;
  /** Who holds the case's claim (null: nobody); only the holder acts on a claimed case (docs/decisions/0072). */
  claimedBy?: string | null | undefined;
  /** A send-back's chosen earlier stage. */
  target?: string | undefined;
  /** The register refused the 登簿 this action wrote (docs/decisions/0058): the case goes where the action's `refused` says. */
  registerRefused?: boolean;
}

export type Change = ({ by: 'citizen' } & { change: CitizenChange }) | ({ by: 'staff' } & StaffChange);

/** Why a citizen's change may not happen in the application's state. */
export type CitizenRefusal = { reason: 'notEditable' | 'notSubmittable' | 'notRevocable' };

/** Why a member's press may not happen now (stage: the stage's name); registerRefused: a refused 登簿 has nowhere configured to go. */
export type StaffRefusal =
  | { reason: 'notSubmitted' | 'roleRefused' | 'suspended' | 'notSuspended' | 'registerRefused' | 'sendBackTarget' }
  | { reason: 'claimedByOther'; holder: string }
  | { reason: 'ended' | 'notInStage' | 'notSuspendable' | 'notAnAction'; stage: string }
  | { reason: 'notBy'; stage: string; prior: string };

/** Why a change may not happen now, in the domain's words; a service turns it into its refusal. */
export type TransitionRefusal = CitizenRefusal | StaffRefusal;

/** Where the change leaves the application, and what the configuration says goes with it. */
export interface Moved {
  to: { shzt: number; stage: string | undefined; suspended: boolean };
  /** The trail step (Chinese, the configuration's words) a staff change writes. */
  trail?: string;
  /** The message the citizen is told (a template of schemas/notifications). */
  tells?: string;
  /** What the action must carry: comments (a return for correction), the two opinions (a rejection), a reason (a send-back), or a suspension's reason and expected resume day. */
  needs?: WorkflowAction['needs'] | 'suspension';
  /** The opinion the trail records for an outcome that needs no words (its title and the configured default). */
  opinion?: { title: string; default: string };
  /** The action writes the register (登簿, docs/decisions/0054). */
  changesRegister?: boolean;
  /** The documents the action issues (docs/decisions/0075). */
  documents?: WorkflowAction['documents'];
  /** A stage's outcome (its actor is recorded), not a suspension or a resumption. */
  outcome?: boolean;
}

export type Transition<R extends TransitionRefusal = TransitionRefusal> = { moved: Moved } | { refused: R };
