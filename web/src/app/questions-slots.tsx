import { lazy, Suspense } from 'react';
import { useHydrated } from '../hooks/use-hydrated';
import type { QuestionsSectionProps } from '../features/questions/components/questions-section';

/**
 * The vehicle page's questions and answers: a chunk of its own with its texts, loaded after the
 * page's first paint, so the bid panel never waits for it.
 */
const LazyQuestionsSection = lazy(() =>
  import('../features/questions/components/questions-section').then((module) => ({
    default: module.QuestionsSection,
  })),
);

export function QuestionsSlot(props: QuestionsSectionProps) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <LazyQuestionsSection {...props} />
    </Suspense>
  );
}
