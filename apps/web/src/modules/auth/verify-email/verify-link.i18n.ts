/**
 * Texts of the verification pending screen when there is no mail server, and of the verification link's
 * landing, under `verifyLink.*`.
 */
export const verifyLinkEn = {
  verifyLink: {
    outboxTitle: 'No mail server: the message is on the server',
    outboxBody:
      "This store has no mail server set up, so the message was saved as a file on the server's computer, in this folder:",
    outboxHow:
      'Open the newest .eml file there with a mail program, or with a text editor such as Notepad, and open the link in it.',
    copyFolder: 'Copy folder',
    copiedFolder: 'Copied',
    hereTitle: 'Or confirm here',
    hereBody:
      "This is the store's first account and you are at the server's own computer, so you can confirm it here with the password you just chose.",
    herePassword: 'Password',
    hereSubmit: 'Confirm and continue',
    hereFailedTitle: 'Not confirmed',
    hereUnavailable:
      "Only the store's first account can be confirmed here, at the server's own computer, while no mail server is set up. Open the link in the message instead.",
    hereWrongPassword: 'That is not the password of this account.',
    hereDoneTitle: 'Email confirmed',
    hereDoneMessage: 'Welcome, {{name}}! Next: your store’s details.',
    signInNow: 'You can sign in now.',
  },
};

type Texts = typeof verifyLinkEn;

export const verifyLinkFil: Texts = {
  verifyLink: {
    outboxTitle: 'Walang mail server: nasa server ang mensahe',
    outboxBody:
      'Walang naka-set up na mail server ang tindahan, kaya na-save ang mensahe bilang file sa computer ng server, sa folder na ito:',
    outboxHow:
      'Buksan doon ang pinakabagong .eml file gamit ang mail program, o text editor gaya ng Notepad, at buksan ang link na nasa loob.',
    copyFolder: 'Kopyahin ang folder',
    copiedFolder: 'Nakopya na',
    hereTitle: 'O i-confirm dito',
    hereBody:
      'Ito ang unang account ng tindahan at nasa mismong computer ka ng server, kaya puwede mo itong i-confirm dito gamit ang password na pinili mo.',
    herePassword: 'Password',
    hereSubmit: 'I-confirm at magpatuloy',
    hereFailedTitle: 'Hindi na-confirm',
    hereUnavailable:
      'Ang unang account lang ng tindahan ang puwedeng i-confirm dito, sa mismong computer ng server, habang walang mail server. Buksan na lang ang link sa mensahe.',
    hereWrongPassword: 'Hindi iyan ang password ng account na ito.',
    hereDoneTitle: 'Na-confirm ang email',
    hereDoneMessage: 'Maligayang pagdating, {{name}}! Susunod: ang detalye ng tindahan mo.',
    signInNow: 'Puwede ka nang mag-sign in.',
  },
};
