/**
 * What the preview shows of a file: zoom, rotation and, for PDFs, the page. A pure reducer so
 * the spec's steps (quote spec 2 and 9: zoom ×0.8 and ×1.2 from 0.8, rotation in 90° steps,
 * previous and next page) are tested without a browser.
 */
export type ViewState = {
  scale: number;
  /** Degrees clockwise, always 0, 90, 180 or 270 (pdfjs takes no other rotation). */
  rotation: number;
  /** 1-based; 1 for an image. */
  page: number;
  /** 0 until a PDF has told us how many pages it has; 1 for an image. */
  pages: number;
};

export type ViewAction =
  | { type: 'zoomIn' }
  | { type: 'zoomOut' }
  | { type: 'rotate' }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'loaded'; pages: number };

export const START_SCALE = 0.8;
export const ZOOM_IN = 1.2;
export const ZOOM_OUT = 0.8;
export const ROTATE_STEP = 90;
/**
 * Our limits (the spec sets none): below a fifth a page is a smudge, and above five times an A4
 * page the canvas passes what browsers will allocate (about 16 million pixels).
 */
export const MIN_SCALE = 0.2;
export const MAX_SCALE = 5;

export const initialView: ViewState = { scale: START_SCALE, rotation: 0, page: 1, pages: 0 };

export const canZoomIn = (state: ViewState): boolean => state.scale * ZOOM_IN <= MAX_SCALE;
export const canZoomOut = (state: ViewState): boolean => state.scale * ZOOM_OUT >= MIN_SCALE;
export const hasPrevious = (state: ViewState): boolean => state.page > 1;
export const hasNext = (state: ViewState): boolean => state.page < state.pages;

export function viewReducer(state: ViewState, action: ViewAction): ViewState {
  switch (action.type) {
    case 'zoomIn':
      return canZoomIn(state) ? { ...state, scale: state.scale * ZOOM_IN } : state;
    case 'zoomOut':
      return canZoomOut(state) ? { ...state, scale: state.scale * ZOOM_OUT } : state;
    case 'rotate':
      return { ...state, rotation: (state.rotation + ROTATE_STEP) % 360 };
    case 'next':
      return hasNext(state) ? { ...state, page: state.page + 1 } : state;
    case 'previous':
      return hasPrevious(state) ? { ...state, page: state.page - 1 } : state;
    case 'loaded': {
      // The page stays within the count the document reports (never below 1).
      const pages = Math.max(0, Math.floor(action.pages));
      return { ...state, pages, page: Math.min(Math.max(1, state.page), Math.max(1, pages)) };
    }
  }
}

/** The zoom as people read it: 0.8 is '80%'. */
export const zoomPercent = (state: ViewState): string => `${Math.round(state.scale * 100)}%`;
