/** English texts of the header's "How it works" and "Sell your car" dialogs (namespace 'helpDialogs'). */
export const en = {
  howItWorksTitle: 'How it works',
  howItWorksIntro: 'Every vehicle is sold in a timed online auction, in euros.',
  step1: 'Browse the live auctions or use the advanced search to find the right car.',
  step2: 'Sign in, enter your bid and confirm it; the summary shows the auction fee and the total you pay if you win.',
  step3: 'A bid in the last 2 minutes extends the auction by 2 minutes, so nobody wins by sniping.',
  step4: 'When the auction ends above the reserve price, the highest bidder wins the vehicle.',
  sellTitle: 'Sell your car',
  sellIntro:
    'List your vehicle with photos, a starting bid and an auction of 2 or 4 days. You can add a buy-now price and a reserve price.',
  sellSignedIn: 'Use the List vehicle button in the header to create your listing.',
  sellVisitor: 'Sign in or create an account to list a vehicle.',
};
