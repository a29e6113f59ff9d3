import { TEXT_LIMITS } from '../limits.ts';

/**
 * The Ignite pipeline (issue 14). An Ignite is a Hustler's pitch to one investor; it moves
 * new → viewed (the investor opened it) → meeting (the investor asked to meet) or passed (with an
 * optional reason) → connected (the Hustler took the meeting). Passed and connected are final.
 */
export const IGNITE_STATUSES = ['new', 'viewed', 'meeting', 'passed', 'connected'] as const;
export type IgniteStatus = (typeof IGNITE_STATUSES)[number];

/** Each move, who may make it, from which states, and where it leads. */
export const IGNITE_TRANSITIONS = {
  view: { by: 'investor', from: ['new'], to: 'viewed' },
  meeting: { by: 'investor', from: ['viewed'], to: 'meeting' },
  pass: { by: 'investor', from: ['viewed', 'meeting'], to: 'passed' },
  connect: { by: 'hustler', from: ['meeting'], to: 'connected' },
} as const satisfies Record<
  string,
  { by: 'investor' | 'hustler'; from: readonly IgniteStatus[]; to: IgniteStatus }
>;
export type IgniteAction = keyof typeof IGNITE_TRANSITIONS;
export const IGNITE_ACTIONS = Object.keys(IGNITE_TRANSITIONS) as IgniteAction[];

/** The actions the given side can take on an Ignite in `status`. */
export const igniteActionsFor = (side: 'investor' | 'hustler', status: IgniteStatus): IgniteAction[] =>
  IGNITE_ACTIONS.filter((action) => {
    const move = IGNITE_TRANSITIONS[action];
    return move.by === side && (move.from as readonly IgniteStatus[]).includes(status);
  });

/** A pitch line, and the optional reason for passing, are at most this long (TEXT_LIMITS, by their names here). */
export const PITCH_MAX_LENGTH = TEXT_LIMITS.pitch;
export const PASS_REASON_MAX_LENGTH = TEXT_LIMITS.passReason;
/** Ignites a Hustler may send in any 24 hours. */
export const DAILY_IGNITE_LIMIT = 10;
