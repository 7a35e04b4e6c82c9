/**
 * Password strength by zxcvbn-ts: common and leaked passwords, dictionary words, names, keyboard
 * walks, dates and sequences (and l33t variants of all of them) are what attackers try first. The
 * estimator and its ~1 MB of word lists load on first use, so the web app fetches them only on a
 * form that sets a password. The same rule runs on the server, which is what counts.
 */

/** zxcvbn's score runs 0–4; 3 means "safely unguessable" (10^8+ guesses) for a throttled, hashed login. */
export const MIN_PASSWORD_SCORE = 3;

type Estimate = (password: string, userInputs: string[]) => { score: number; warning: string | null };

let estimator: Promise<Estimate> | undefined;

function loadEstimator(): Promise<Estimate> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(([core, common, english]) => {
    const factory = new core.ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...english.dictionary },
      graphs: common.adjacencyGraphs,
      translations: english.translations,
    });
    return (password, userInputs) => {
      const result = factory.check(password, userInputs);
      return { score: result.score, warning: result.feedback.warning };
    };
  });
  return estimator;
}

export interface PasswordStrength {
  score: number;
  isStrongEnough: boolean;
}

/**
 * Scores a password against the lists and against the account's own data (`userInputs`: email,
 * names, company), which would otherwise be the first guesses of someone who knows the user.
 */
export async function estimatePasswordStrength(
  password: string,
  userInputs: (string | null | undefined)[] = [],
): Promise<PasswordStrength> {
  const estimate = await loadEstimator();
  const inputs = userInputs
    .flatMap((value) => (value ? [value, ...value.split(/[@.\s_-]+/)] : []))
    .filter((value) => value.length >= 3);
  const { score } = estimate(password, inputs);
  return { score, isStrongEnough: score >= MIN_PASSWORD_SCORE };
}
