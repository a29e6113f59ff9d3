import type { Video } from '@ideaignite/contract';
import { createContext, useContext } from 'react';

/**
 * The Hustler's two popups (spec section 2): Create Videos and Create Blogs. A Job seeker has the
 * video popup only, for their introduction (decision 039).
 */
export type CreateKind = 'video' | 'blog';

/** What the opener hears back: the video uploaded and the server's words (a Job seeker's apply dialog). */
export type OnVideoUploaded = (video: Video, message: string) => void;

/**
 * Opening a Create popup from anywhere in the signed-in app: the app's frame holds the popups
 * (app/layouts/create-content-dialogs.tsx, which puts the videos and blogs features' forms
 * together) and provides this; a feature (the dashboard's quick actions) asks through it, so it
 * never reaches into app/ or into another feature. Null where nothing provides it (a role with
 * no popups).
 */
export interface CreateContent {
  open(kind: CreateKind, onVideoUploaded?: OnVideoUploaded): void;
  /** Fetches the popups' code ahead, on a sign of interest in a button that opens one. */
  prefetch(): void;
}

export const CreateContentContext = createContext<CreateContent | null>(null);

export function useCreateContent(): CreateContent | null {
  return useContext(CreateContentContext);
}
