import type {
  AnswerInput,
  QuestionDto,
  QuestionEvent,
  QuestionHiddenEvent,
  QuestionInput,
  QuestionListDto,
} from '@autolicit/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSocket } from '../../../lib/live/socket';
import { answerQuestion, askQuestion, fetchQuestions, reportQuestion } from '../api/questions-api';
import { hideQuestion, mergeQuestion } from '../lib/merge-question';

export const questionsQueryKey = (vehicleId: string) => ['vehicles', vehicleId, 'questions'] as const;

/**
 * A listing's questions, kept live from the vehicle's room, which the page has already joined (the
 * app's one socket): new questions, answers, removals and restorations arrive without a reload. After
 * a (re)connection the list is read again, since events may have been missed meanwhile.
 */
export function useQuestions(vehicleId: string) {
  const queryClient = useQueryClient();
  const key = questionsQueryKey(vehicleId);
  const query = useQuery({ queryKey: key, queryFn: () => fetchQuestions(vehicleId) });

  useEffect(() => {
    const socket = getSocket();
    const update = (change: (list: QuestionListDto) => QuestionListDto) =>
      queryClient.setQueryData<QuestionListDto>(questionsQueryKey(vehicleId), (list) => (list ? change(list) : list));
    const onQuestion = (event: QuestionEvent) => {
      if (event.vehicleId === vehicleId) update((list) => mergeQuestion(list, event.question));
    };
    const onHidden = (event: QuestionHiddenEvent) => {
      if (event.vehicleId === vehicleId) update((list) => hideQuestion(list, event.questionId));
    };
    const onReconnect = () => void queryClient.invalidateQueries({ queryKey: questionsQueryKey(vehicleId) });
    socket.on('question:asked', onQuestion);
    socket.on('question:answered', onQuestion);
    socket.on('question:restored', onQuestion);
    socket.on('question:hidden', onHidden);
    socket.on('connect', onReconnect);
    return () => {
      socket.off('question:asked', onQuestion);
      socket.off('question:answered', onQuestion);
      socket.off('question:restored', onQuestion);
      socket.off('question:hidden', onHidden);
      socket.off('connect', onReconnect);
    };
  }, [vehicleId, queryClient]);

  return query;
}

function useMergeAnswer(vehicleId: string) {
  const queryClient = useQueryClient();
  return (question: QuestionDto) =>
    queryClient.setQueryData<QuestionListDto>(questionsQueryKey(vehicleId), (list) =>
      list ? mergeQuestion(list, question) : list,
    );
}

export function useAskQuestion(vehicleId: string) {
  const merge = useMergeAnswer(vehicleId);
  return useMutation<QuestionDto, unknown, QuestionInput>({
    mutationFn: (input) => askQuestion(vehicleId, input),
    onSuccess: merge,
  });
}

export function useAnswerQuestion(vehicleId: string) {
  const merge = useMergeAnswer(vehicleId);
  return useMutation<QuestionDto, unknown, { questionId: string; input: AnswerInput }>({
    mutationFn: ({ questionId, input }) => answerQuestion(questionId, input),
    onSuccess: merge,
  });
}

export function useReportQuestion() {
  return useMutation<unknown, unknown, { questionId: string; reason: string }>({
    mutationFn: ({ questionId, reason }) => reportQuestion(questionId, reason),
  });
}
