/**
 * The Privacy Policy and Terms of Service shown in the footer dialogs (docs/product/accounts.md#legal-terms), in
 * English. The legal terms are kept in substance: minimum age 18 or guardian permission,
 * no cancellation once production has started, returns only for defective or damaged items, shipping via Swiss Post
 * or other carriers, Swiss law and the courts of Lugano, prices in CHF including taxes, effective date 04 May 2025
 * for both documents. `{brand}` is the shop's name and `{email}` its contact address, given by the dialog.
 * Every translation has the same sections, paragraphs and list items (the Translation type counts them).
 */
export default {
  effectiveDate: 'Effective date: 04 May 2025',
  privacy: {
    title: 'Privacy Policy',
    intro: [
      '{brand} is a web shop and creation tool run by a small company in Switzerland. This policy explains which personal data we collect when you use {brand}, why we collect it, with whom we share it and which rights you have. We process personal data in line with the Swiss Federal Act on Data Protection (FADP) and, where it applies to you, the EU General Data Protection Regulation (GDPR).',
    ],
    sections: [
      {
        heading: '1. Who is responsible',
        paragraphs: [
          'The controller of your personal data is the company operating {brand}, based in Switzerland. For any question about this policy or your data, write to {email}.',
        ],
      },
      {
        heading: '2. Data we collect',
        paragraphs: ['We only collect what we need to run the shop:'],
        list: [
          'Account data: your email address, username, account type and a securely hashed password. We never store your password in readable form.',
          'Your creations: the photos and video clips you upload, the frames you choose, captions, and the posters generated from them.',
          'Order data: your name, email address, phone number, shipping address and the details of what you ordered.',
          'Payment data: payments are handled by our payment provider. We receive a confirmation and limited details such as the payment method type, but never your full card number.',
          'Payout data: if you sell posters as a member, our payment provider collects the identity and bank details needed to pay you.',
          'Usage data: technical information such as your browser, device and the pages you visit, and, where enabled, anonymised analytics events.',
        ],
      },
      {
        heading: '3. How we use your data',
        paragraphs: ['We use your data to:'],
        list: [
          'create your account, sign you in and keep your session secure;',
          'generate your posters and keep them available in your dashboard;',
          'print, pack and ship your orders and keep you informed about them;',
          'process payments, memberships, generation credits and creator payouts;',
          'review posters you choose to publish, and show published posters in the catalogue and the Moments feed;',
          'answer your questions, prevent fraud and abuse, and meet our legal and accounting obligations;',
          'understand how the shop is used so that we can improve it.',
        ],
      },
      {
        heading: '4. Public content',
        paragraphs: [
          'Posters stay private until you decide to publish them. A published poster, together with its name, your username and the details you add, becomes visible to everyone in the catalogue and the Moments feed. You can unpublish a poster at any time from your dashboard.',
        ],
      },
      {
        heading: '5. Who we share data with',
        paragraphs: [
          'We do not sell your personal data. We share it only with service providers who help us run the shop, and only as far as they need it:',
        ],
        list: [
          'our printing partners, who receive the print file and your order details;',
          'Swiss Post or other carriers, who receive your name and shipping address to deliver your order;',
          'our payment provider, for payments, memberships and creator payouts;',
          'our hosting, storage, email and, where enabled, analytics and image-processing providers;',
          'authorities, where the law requires it.',
        ],
      },
      {
        heading: '6. International transfers',
        paragraphs: [
          'Some of our providers may process data outside Switzerland. We only transfer data to countries with an adequate level of protection or on the basis of appropriate safeguards, such as the standard contractual clauses recognised by the Swiss Federal Data Protection and Information Commissioner.',
        ],
      },
      {
        heading: '7. Cookies and analytics',
        paragraphs: [
          'We use a strictly necessary session cookie to keep you signed in, a cookie that remembers the language you choose for one year, and local storage in your browser to remember your cart and preferences. Where analytics are enabled, we use Google Analytics to count page views and events such as starting a checkout, but only once you accept it in the cookie banner: until you choose, nothing is sent to Google, and if you refuse, nothing ever is. Your choice is kept in the local storage of your browser, and you can change it at any time with "Cookie settings" at the foot of every page; refusing later stops analytics and removes its cookies. You can block analytics cookies in your browser settings without losing access to the shop.',
        ],
      },
      {
        heading: '8. How long we keep data',
        paragraphs: [
          'We keep your account data and creations for as long as your account exists. Order and payment records are kept for ten years, as Swiss accounting law requires. When you delete your account, we delete or anonymise your data unless we must keep it by law.',
        ],
      },
      {
        heading: '9. Security',
        paragraphs: [
          'Your data is transmitted over encrypted connections, passwords are stored as one-way hashes, and access to personal data is limited to the people who need it. No system is perfectly secure, but we work to protect your data and will inform you if a breach affects you.',
        ],
      },
      {
        heading: '10. Minimum age',
        paragraphs: [
          '{brand} is intended for people aged 18 or older. If you are under 18, you may only use {brand} with the permission of a parent or legal guardian. We do not knowingly collect data from children without that permission.',
        ],
      },
      {
        heading: '11. Your rights',
        paragraphs: [
          'You may ask us for access to your personal data, have it corrected or deleted, receive a copy of it in a common format, object to its processing or withdraw your consent at any time. Signed in, you can download a copy of your data and delete your account yourself under Settings, "Your data". To exercise any of these rights, you can also write to {email}. You may also lodge a complaint with the Swiss Federal Data Protection and Information Commissioner (FDPIC) or, in the EU, with your local supervisory authority.',
        ],
      },
      {
        heading: '12. Changes to this policy',
        paragraphs: [
          'We may update this policy when our services or the law change. The effective date at the top always shows the current version; we will tell you about important changes by email or in the shop.',
        ],
      },
      {
        heading: '13. Governing law',
        paragraphs: [
          'This policy is governed by Swiss law. The courts of Lugano, Switzerland, have jurisdiction over any dispute about it, subject to any mandatory place of jurisdiction that the law gives you.',
        ],
      },
    ],
  },
  terms: {
    title: 'Terms of Service',
    intro: [
      'These terms govern your use of {brand}, a web shop and creation tool run by a small company in Switzerland, and every order you place with us. By creating an account, generating a poster or placing an order, you accept these terms.',
    ],
    sections: [
      {
        heading: '1. Eligibility',
        paragraphs: [
          'You must be at least 18 years old to use {brand}, or have the permission of a parent or legal guardian who accepts these terms on your behalf.',
        ],
      },
      {
        heading: '2. Your account',
        paragraphs: [
          'You are responsible for keeping your password confidential and for everything done with your account. Give accurate information when you sign up and tell us at once if you suspect that someone else is using your account.',
        ],
      },
      {
        heading: '3. Generation credits and membership',
        paragraphs: [
          'Each poster generation uses one credit. New accounts receive free credits, and further credits can be purchased. The Artistic Collective membership is a monthly subscription that includes unlimited creations and the extra features described at sign-up. It renews every month until you cancel; you can cancel anytime, and the membership then ends at the close of the period already paid. Credits and membership fees are not refundable, except where the law requires it.',
        ],
      },
      {
        heading: '4. Your content',
        paragraphs: [
          'You keep the rights to the photos and videos you upload. You confirm that you own them or have permission to use them, and that they do not infringe the rights of others, including the privacy and image rights of people shown in them. Content that is unlawful, hateful, sexually explicit or otherwise inappropriate is not allowed, and we may refuse or remove it.',
          'By uploading content you allow us to process it in order to generate your posters, to print and ship your orders, and, if you publish a poster, to display it in the catalogue and the Moments feed and to print it for buyers. You can unpublish a poster at any time; orders already placed will still be fulfilled.',
        ],
      },
      {
        heading: '5. Generated posters',
        paragraphs: [
          'Posters are generated automatically in the style you choose. Results vary, and a poster may differ from your photo in colour, detail and composition. Colours on screen can look slightly different from the printed poster.',
        ],
      },
      {
        heading: '6. Publishing and selling',
        paragraphs: [
          'Posters you publish are reviewed before they appear in the catalogue, and we may decline a poster without giving reasons. When your posters sell, you earn the commission shown when you put them on sale, paid out through our payment provider to your connected payout account. Limited editions are numbered and never sold beyond their stated supply.',
        ],
      },
      {
        heading: '7. Prices and payment',
        paragraphs: [
          'All prices are shown in Swiss francs (CHF) and include applicable taxes. Shipping costs, if any, are shown before you pay. Payment is due when you place your order and is processed securely by our payment provider.',
        ],
      },
      {
        heading: '8. Production and cancellation',
        paragraphs: [
          'Every poster is printed to order. Orders cannot be cancelled once production has started. If you need to change or cancel an order, contact us as quickly as possible; until production has started, we will do our best to help.',
        ],
      },
      {
        heading: '9. Shipping',
        paragraphs: [
          'Posters are printed in Switzerland and shipped via Swiss Post or other carriers to the address you give us. Delivery times are estimates and may vary. Please make sure your address is complete and correct; we are not responsible for delays or losses caused by an incorrect address.',
        ],
      },
      {
        heading: '10. Returns',
        paragraphs: [
          'Because every poster is made to order, returns are accepted only for defective or damaged items. If your poster arrives damaged or with a printing defect, write to {email} soon after delivery with your order number and a photo of the problem, and we will replace the poster or refund it.',
        ],
      },
      {
        heading: '11. Intellectual property',
        paragraphs: [
          'The {brand} name, website, styles and software belong to us or our licensors. Apart from your own content, you may not copy, resell or distribute any part of the service without our written permission.',
        ],
      },
      {
        heading: '12. Liability',
        paragraphs: [
          'We provide the service with care, but we cannot guarantee that it will always be available or free of errors. To the extent permitted by law, our liability is limited to direct damage caused intentionally or through gross negligence, and never exceeds the amount you paid for the order concerned.',
        ],
      },
      {
        heading: '13. Changes to these terms',
        paragraphs: [
          'We may change these terms from time to time. The version in force when you place an order applies to that order; the effective date at the top always shows the current version.',
        ],
      },
      {
        heading: '14. Governing law and jurisdiction',
        paragraphs: [
          'These terms are governed by Swiss law. The courts of Lugano, Switzerland, have exclusive jurisdiction, subject to any mandatory place of jurisdiction that consumer protection law gives you.',
        ],
      },
      {
        heading: '15. Contact',
        paragraphs: ['Questions about these terms or your order? Write to us at {email}.'],
      },
    ],
  },
  returns: {
    title: 'Returns and damaged prints',
    intro: [
      'Every {brand} poster is printed for you, to your order. This page says what happens if one arrives damaged or misprinted, and how to tell us.',
    ],
    sections: [
      {
        heading: '1. Made to order',
        paragraphs: [
          'Custom prints cannot be returned or exchanged unless they arrive damaged or misprinted: each one is made to your order, so the right to return goods bought at a distance does not apply to them. Until production starts you can still cancel an order yourself, from My orders or the link in your confirmation mail, and you get all your money back.',
        ],
      },
      {
        heading: '2. A damaged or misprinted print',
        paragraphs: [
          'If your print arrives creased, torn, wet or otherwise damaged, or it is not printed as ordered (wrong poster, wrong colours, missing parts), we replace it or refund it in full, as you prefer. You pay nothing for it, and you do not have to send the damaged print back unless we ask.',
        ],
      },
      {
        heading: '3. How to report it',
        paragraphs: ['Write to {email} within 14 days of delivery with:'],
        list: [
          'your order number (ORD-… or CAT-…, in your confirmation mail);',
          'a photo of the print and one of the parcel, showing the damage or the fault;',
          'whether you would like a new print or your money back.',
        ],
      },
      {
        heading: '4. What happens next',
        paragraphs: [
          'We answer within two business days. A new print goes out with the same free shipping as your order; a refund goes back to the card or account you paid with, usually within 5 to 10 business days.',
        ],
      },
    ],
  },
} as const;
