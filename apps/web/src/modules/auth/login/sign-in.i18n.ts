/**
 * The texts of the sign-in page and of what it shares with the rest of the app (brand, colour scheme
 * menu, API messages, social sign-in). They live apart from the app's dictionaries so that the sign-in
 * page's first download carries these and nothing else (sign-in-boot.tsx); en.ts and fil.ts spread them
 * in, so i18next serves the same keys inside the app.
 */
export const signInEn = {
  brand: {
    name: 'FBMS',
    tagline: 'Point of sale and back office for agri-vet stores',
  },
  theme: {
    label: 'Colour scheme',
    light: 'Light',
    dark: 'Dark',
    auto: 'System',
  },
  api: {
    timeout: 'Request timed out after {{ms}}ms',
    network: 'Network error while contacting the server. Check the connection and try again.',
    unexpected: 'The server gave an unexpected answer (HTTP {{status}}). Please try again.',
    diskFull:
      "The server's disk is full, so nothing was saved. Ask the administrator to free space on the server, then try again.",
  },
  social: {
    google: 'Continue with Google',
    github: 'Continue with GitHub',
    signUpGoogle: 'Sign up with Google',
    signUpGithub: 'Sign up with GitHub',
    or: 'or',
    googleUnavailable: 'Google sign-in is not set up for this store',
    githubUnavailable: 'GitHub sign-in is not set up for this store',
    loginFailedTitle: 'Social Login Failed',
    registerFailedTitle: 'Social Registration Failed',
    googleFailed: 'Google sign-in failed',
    githubFailed: 'GitHub sign-in failed',
  },
  login: {
    email: 'Email',
    password: 'Password',
    rememberMe: 'Remember me',
    showPassword: 'Show characters',
    retry: 'Retry',
    cancel: 'Cancel',
    close: 'Close',
    loading: 'Loading…',
    title: 'Sign in',
    subtitle: 'Sign in to {{store}}',
    submit: 'Sign in',
    forgot: 'Forgot password?',
    noAccount: "Don't have an account?",
    signUp: 'Create one',
    demo: 'Try Demo Account',
    demoFailed: 'The demo account could not be loaded',
    missingTitle: 'Missing Information',
    missingMessage: 'Please enter both email and password',
    welcomeTitle: 'Welcome Back!',
    welcomeMessage: 'You are signed in as {{name}}.',
    failedTitle: 'Login Failed',
    failedDefault: 'Login failed',
    timeout: 'Login timed out. Please try again.',
    notVerifiedTitle: 'Email Not Verified',
    notVerifiedMessage: 'Please check your email and verify your account before logging in.',
    refusedTitle: 'You cannot sign in yet',
    lockedTitle: 'Too Many Attempts',
    setupTitle: 'Set up your store: create the owner account',
    setupBody:
      'This store has no accounts yet. The first account you create becomes the owner and administrator of the store.',
    setupAction: 'Create the owner account',
    storeInfoFailed: 'Store information could not be loaded, so sign-in options may be missing.',
    notRegisteredTitle: 'Email Not Registered',
    notRegisteredBody:
      "We could not sign you in with this email. If you don't have an account yet, create one.",
    notRegisteredCreate: 'Create Account',
    loadFailed: 'FBMS could not load. Check the connection, then reload the page.',
    reload: 'Reload page',
  },
};

export type SignInTexts = typeof signInEn;

export const signInFil: SignInTexts = {
  brand: {
    name: 'FBMS',
    tagline: 'Point of sale at back office para sa mga agri-vet store',
  },
  theme: {
    label: 'Kulay ng screen',
    light: 'Maliwanag',
    dark: 'Madilim',
    auto: 'Sistema',
  },
  api: {
    timeout: 'Nag-time out ang request pagkalipas ng {{ms}}ms',
    network: 'Network error habang kumokonekta sa server. Suriin ang koneksyon at subukan ulit.',
    unexpected: 'Hindi inaasahang sagot mula sa server (HTTP {{status}}). Pakisubukan ulit.',
    diskFull:
      'Puno na ang disk ng server, kaya walang na-save. Hilingin sa administrator na magbakante ng espasyo sa server, saka subukan ulit.',
  },
  social: {
    google: 'Magpatuloy gamit ang Google',
    github: 'Magpatuloy gamit ang GitHub',
    signUpGoogle: 'Mag-sign up gamit ang Google',
    signUpGithub: 'Mag-sign up gamit ang GitHub',
    or: 'o',
    googleUnavailable: 'Hindi naka-set up ang Google sign-in sa tindahang ito',
    githubUnavailable: 'Hindi naka-set up ang GitHub sign-in sa tindahang ito',
    loginFailedTitle: 'Hindi Naka-login',
    registerFailedTitle: 'Hindi Naka-register',
    googleFailed: 'Hindi natuloy ang Google sign-in',
    githubFailed: 'Hindi natuloy ang GitHub sign-in',
  },
  login: {
    email: 'Email',
    password: 'Password',
    rememberMe: 'Tandaan ako',
    showPassword: 'Ipakita ang mga character',
    retry: 'Subukan ulit',
    cancel: 'Kanselahin',
    close: 'Isara',
    loading: 'Naglo-load…',
    title: 'Mag-sign in',
    subtitle: 'Mag-sign in sa {{store}}',
    submit: 'Mag-sign in',
    forgot: 'Nakalimutan ang password?',
    noAccount: 'Wala ka pang account?',
    signUp: 'Gumawa',
    demo: 'Subukan ang Demo Account',
    demoFailed: 'Hindi ma-load ang demo account',
    missingTitle: 'Kulang ang Impormasyon',
    missingMessage: 'Ilagay ang email at password',
    welcomeTitle: 'Maligayang Pagbabalik!',
    welcomeMessage: 'Naka-sign in ka bilang {{name}}.',
    failedTitle: 'Hindi Naka-login',
    failedDefault: 'Hindi naka-login',
    timeout: 'Nag-time out ang login. Pakisubukan ulit.',
    notVerifiedTitle: 'Hindi pa Verified ang Email',
    notVerifiedMessage: 'Tingnan ang iyong email at i-verify ang account bago mag-login.',
    refusedTitle: 'Hindi ka pa makaka-sign in',
    lockedTitle: 'Sobrang Daming Subok',
    setupTitle: 'I-set up ang tindahan: gawin ang account ng may-ari',
    setupBody:
      'Wala pang account ang tindahang ito. Ang unang account na gagawin mo ang magiging may-ari at administrator ng tindahan.',
    setupAction: 'Gawin ang account ng may-ari',
    storeInfoFailed:
      'Hindi ma-load ang impormasyon ng tindahan, kaya maaaring kulang ang mga paraan ng pag-sign in.',
    notRegisteredTitle: 'Hindi Rehistrado ang Email',
    notRegisteredBody:
      'Hindi ka namin ma-sign in gamit ang email na ito. Kung wala ka pang account, gumawa ng isa.',
    notRegisteredCreate: 'Gumawa ng Account',
    loadFailed: 'Hindi ma-load ang FBMS. Suriin ang koneksyon, saka i-reload ang page.',
    reload: 'I-reload ang page',
  },
};
