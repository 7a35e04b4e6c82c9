/** A vehicle card's bid button: its few words come with every page, apart from the bidding feature's texts. */
export const cardBidEn = {
  bid: 'Bid {{amount}}',
  bidLabel: 'Bid {{amount}} on the {{title}}',
  buyNow: 'Buy now for {{amount}}',
  buyNowLabel: 'Buy the {{title}} now for {{amount}}',
  signIn: 'Sign in to bid',
};
