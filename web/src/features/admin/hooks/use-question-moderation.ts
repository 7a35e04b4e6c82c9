import type { AdminQuestionDto } from '@autolicit/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '../../../hooks/use-current-user';
import { fetchReportedQuestions, moderateQuestion, reportedQuestionsQueryKey } from '../api/question-moderation-api';

/** The reported questions for acting admins, and the hide/restore decision on each. */
export function useQuestionModeration() {
  const { user } = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const queryClient = useQueryClient();
  const questions = useQuery({
    queryKey: reportedQuestionsQueryKey,
    queryFn: fetchReportedQuestions,
    enabled: isAdmin,
  });
  const decide = useMutation<AdminQuestionDto, unknown, { id: string; action: 'hide' | 'restore'; reason: string }>({
    mutationFn: ({ id, action, reason }) => moderateQuestion(id, action, reason),
    onSuccess: (updated) =>
      queryClient.setQueryData<AdminQuestionDto[]>(reportedQuestionsQueryKey, (list) =>
        list?.map((entry) => (entry.id === updated.id ? updated : entry)),
      ),
  });
  return { isAdmin, questions, decide };
}
