import type { ComponentType } from 'react';

/**
 * What a remote exposes for each page: React Router's lazy route module shape.
 * Loaders of public paths stay in the shell's route table (ADR 0002), so a remote module
 * exports only what renders.
 */
export interface RemoteRouteModule {
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
}

/** Every module each remote exposes: the whole typed surface between the shell and the remotes. */
export const REMOTE_EXPOSES = {
  marketing: ['./HomePage', './AboutPage', './PricingPage', './ChatPage'],
  catalog: ['./ExplorePage', './ProgramsPage', './ProgramDetailsPage'],
  dashboards: ['./UserDashboard', './FacilityDashboard', './AdminDashboard'],
} as const;

export type ExposedModule<R extends keyof typeof REMOTE_EXPOSES> = (typeof REMOTE_EXPOSES)[R][number];

/** Data the shell's /chat loader hands to the chat page. */
export interface ChatLoaderData {
  message: string;
}

export const DEFAULT_CHAT_MESSAGE = "I'd like to learn about wellness programs";
