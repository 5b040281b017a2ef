// The navigation states that cross remotes: what a link of one remote (or of the shell's menus) sends with the
// location, and what the page of another remote reads from it. Typed once here, so the sender and the reader agree.

/** `/explore`: the tab to open (Our Program when absent) and whether to ask the API again. */
export interface ExploreState {
  initialTab?: 'programs' | 'destinations';
  forceReload?: boolean;
}

/** `/programs`: the list of a category, or of a place. */
export type ProgramsListState = { type: 'category'; categoryType: string } | { type: 'location'; country: string; city?: string };

/** `/program-details`: the program, by its name. */
export interface ProgramDetailsState {
  programName: string;
}

/** Any navigation state a menu entry or a link across remotes may carry. */
export type NavigationState = ExploreState | ProgramsListState | ProgramDetailsState;
