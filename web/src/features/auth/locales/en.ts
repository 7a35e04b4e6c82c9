/** English texts of the auth feature (namespace 'auth'); ro.ts must have the same keys. */
export const en = {
  reset: {
    title: 'Reset your password',
    intro: 'Choose a new password for your account.',
    newPassword: 'New Password',
    confirmPassword: 'Confirm New Password',
    submit: 'Reset Password',
    submitting: 'Resetting Password...',
    backToLogin: 'Back to Login',
    invalidLinkTitle: 'Invalid Reset Link',
    invalidLinkMessage: 'No reset token found. Please request a new password reset.',
    redirecting: 'Redirecting to the home page…',
    validationErrorTitle: 'Validation Error',
    failedTitle: 'Password Reset Failed',
    failedFallback: 'Failed to reset password. The link may be expired or invalid.',
    successToastTitle: 'Password Reset Successful',
    successToastMessage: 'You can now sign in with your new password.',
    completeTitle: 'Password Reset Complete!',
    completeMessage: 'Your password has been changed. Sign in with the new one.',
    goToLogin: 'Go to Login',
  },
};
