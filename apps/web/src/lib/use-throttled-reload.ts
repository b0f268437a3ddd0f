import { useCallback, useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import type { UnknownAction } from '@reduxjs/toolkit';
import { FIGURES_EVERY_MS } from './live-figures';

/**
 * Makes what is on screen ask again after a stream event (`reload`: an invalidation of its
 * cache tag): the first event at once, then at most once per FIGURES_EVERY_MS while more
 * arrive (120 enquiries landing together cost a few reads, not 120), the last of a burst never
 * left out.
 */
export function useThrottledReload(reload: () => UnknownAction): () => void {
  const dispatch = useDispatch();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const waiting = useRef(false);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(() => {
    if (timer.current) {
      waiting.current = true;
      return;
    }
    dispatch(reload());
    const tick = () => {
      timer.current = waiting.current ? setTimeout(tick, FIGURES_EVERY_MS) : null;
      if (waiting.current) dispatch(reload());
      waiting.current = false;
    };
    timer.current = setTimeout(tick, FIGURES_EVERY_MS);
  }, [dispatch, reload]);
}
