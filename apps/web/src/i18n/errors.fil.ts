import { TIN_MESSAGE } from '@fbms/domain';
import type { ErrorTexts } from '../lib/error-texts.ts';
import { fil } from './fil.ts';

/**
 * The server's refusals in Filipino, as a clerk in a Philippine store says them: Tagalog, with the
 * English words people use at the counter (stock, cart, lot, SKU, e-mail). Same keys and placeholders
 * as errors.en.ts (error-texts.test.ts checks).
 */
export const errorsFil: ErrorTexts = {
  codes: {
    DB_CONNECTION_FAILED: 'Hindi makakonekta sa database. Pakisubukan ulit mamaya.',
    DB_DISK_FULL:
      'Puno na ang disk ng server, kaya walang na-save. Hilingin sa administrator na magbakante ng espasyo sa server, saka subukan ulit.',
    DB_QUERY_FAILED: 'Pumalya ang operasyon sa database. Pakisubukan ulit.',
    DB_CONSTRAINT_VIOLATION: 'Labag ito sa patakaran ng negosyo.',
    DB_RECORD_NOT_FOUND: 'Hindi makita ang hinahanap na record.',
    AUTH_INVALID_CREDENTIALS: 'Mali ang email o password. Pakisubukan ulit.',
    AUTH_TOKEN_EXPIRED: 'Nag-expire na ang iyong session. Mag-login ulit.',
    AUTH_UNAUTHENTICATED: 'Mag-sign in muna para makapagpatuloy.',
    AUTH_INSUFFICIENT_PERMISSIONS: 'Wala kang pahintulot na gawin ito.',
    AUTH_ACCOUNT_INACTIVE:
      'Hindi Aktibo ang Account — Na-deactivate ang iyong account. Makipag-ugnayan sa administrator.',
    AUTH_ACCOUNT_PENDING_APPROVAL: 'Hinihintay pa ng account mo ang approval ng administrator.',
    AUTH_EMAIL_NOT_VERIFIED: 'Tingnan ang iyong email at i-click ang confirmation link bago mag-sign in.',
    AUTH_ACCOUNT_LOCKED: 'Sobrang dami ng subok: Maghintay muna bago sumubok ulit',
    AUTH_USER_NOT_FOUND: 'Hindi makita ang user account.',
    AUTH_WEAK_PASSWORD: 'Masyadong Mahina ang Password',
    AUTH_CURRENT_PASSWORD_INCORRECT: 'Mali ang kasalukuyang password',
    AUTH_RESET_TOKEN_INVALID: 'Hindi na gumagana o expired na ang password reset link na ito',
    SETUP_ALREADY_DONE: 'Naka-set up na ang tindahang ito.',
    SETUP_CONFIRM_HERE_UNAVAILABLE:
      'Ang unang account lang ng tindahan ang puwedeng i-confirm dito, sa mismong computer ng server, habang wala pang mail server. Buksan na lang ang link sa mensahe.',
    VALIDATION_FAILED: 'Pakitingnan ang inilagay mo at subukan ulit.',
    VALIDATION_REQUIRED_FIELD: 'Kailangang lagyan ang field na ito.',
    VALIDATION_INVALID_FORMAT: 'Mali ang format. Pakilagay nang tama.',
    VALIDATION_OUT_OF_RANGE: 'Lampas sa puwedeng halaga.',
    INVALID_UUID: 'Hindi tamang format ng UUID.',
    BUSINESS_INSUFFICIENT_STOCK: 'Kulang ang stock para dito.',
    BUSINESS_DUPLICATE_RECORD: 'May record na na ganito rin ang detalye.',
    BUSINESS_INVALID_OPERATION: 'Hindi puwede ang gawaing ito.',
    BUSINESS_CONSTRAINT_VIOLATION: 'Labag ito sa patakaran ng negosyo.',
    INSUFFICIENT_STOCK: 'Kulang ang stock para dito.',
    NEGATIVE_STOCK: 'Magiging negatibo ang stock kapag itinuloy ito.',
    PRODUCT_NOT_FOUND: 'Hindi makita ang produkto',
    INVALID_QUANTITY: 'Dapat mas mataas sa zero ang dami',
    MOVEMENT_TYPE_MISMATCH: 'Mali ang uri ng galaw ng stock. Pumili ng stock-in o stock-out na uri.',
    CONCURRENT_MODIFICATION: 'Nagbago ang stock ng produkto habang nasa cart.',
    TERMINAL_NOT_ENROLLED: 'Hindi POS terminal ang browser na ito. Magpa-enroll sa manager.',
    SHIFT_NOT_OPEN:
      'Magbukas muna ng shift sa terminal na ito: Shift → Buksan ang shift, kasama ang pera sa kaha.',
    Z_READING_DUE:
      'I-print muna ang Z-reading ng huling araw ng benta bago magbenta sa bagong araw (isara muna ang shift).',
    SALE_ID_REUSED: 'Naitala na ang bentang ito na iba ang laman. Magsimula ng bagong benta.',
    SALE_PRICE_CHANGED: 'Nagbago ang presyo habang nasa cart ang item.',
    SALE_TOTAL_CHANGED: 'Nagbago ang total. Tingnan ang cart at subukan ulit.',
    PRODUCT_NOT_SELLABLE: 'Hindi puwedeng ibenta ang produktong ito.',
    APPROVAL_REQUIRED: 'Kailangan ng approval ng manager.',
    HELD_CARTS_FULL: 'Puno na ang naka-hold na cart sa terminal na ito. Ituloy o burahin muna ang isa.',
    HELD_CART_TOO_LARGE: 'Masyadong malaki ang cart para i-hold.',
    STATUTORY_NOT_APPLICABLE: 'Walang item sa cart na may senior/PWD discount.',
    CUSTOMER_NOT_FOUND: 'Hindi makita ang customer.',
    CUSTOMER_INACTIVE:
      'Hindi na aktibo ang customer na ito (o isinama na sa ibang record). Pumili ng aktibong customer.',
    CUSTOMER_REQUIRED:
      'Pumili muna ng customer: kailangan ito sa pag-charge sa account at sa pagbayad ng points.',
    CREDIT_APPROVAL_REQUIRED:
      'Lampas sa credit limit ang charge na ito o may overdue na utang ang customer: kailangan ng approval ng manager.',
    POINTS_INSUFFICIENT: 'Kulang ang loyalty points ng customer.',
    SUPPLIER_NOT_FOUND: 'Hindi makita ang supplier.',
    SUPPLIER_INACTIVE: 'Hindi na aktibo ang supplier na ito. I-activate muli o pumili ng aktibong supplier.',
    PURCHASE_ORDER_NOT_FOUND: 'Hindi makita ang purchase order.',
    RECEIVING_VOUCHER_NOT_FOUND: 'Hindi makita ang receiving voucher.',
    SUPPLIER_RETURN_NOT_FOUND: 'Hindi makita ang return sa supplier.',
    SUPPLIER_PAYMENT_NOT_FOUND: 'Hindi makita ang bayad sa supplier.',
    TRANSFER_NOT_FOUND: 'Hindi makita ang transfer slip.',
    OVER_DELIVERY_NOT_ALLOWED:
      'Mas marami ang tinatanggap kaysa sa inorder: kailangang payagan ito ng manager.',
    DOCUMENT_CHANGED:
      'May ibang nagbago sa dokumentong ito mula nang buksan mo. I-reload at gawin muli ang pagbabago.',
    CUSTOMER_CHANGED:
      'May ibang nagbago sa customer na ito mula nang buksan mo. I-reload ito at ulitin ang pagbabago mo.',
    BRANCH_NOT_FOUND: 'Hindi makita ang branch.',
    LOCATION_NOT_FOUND: 'Hindi makita ang location.',
    BRANCH_CHANGED: 'May ibang nagbago nito mula nang buksan mo. I-reload ito at ulitin ang pagbabago mo.',
    API_NOT_FOUND: 'Walang laman ang address na ito.',
    API_METHOD_NOT_ALLOWED: 'Hindi puwede ang method na ito dito.',
    API_UNSUPPORTED_MEDIA_TYPE: 'Dapat naka-JSON ang mga request na nagbabago ng data.',
    API_PAYLOAD_TOO_LARGE: 'Masyadong malaki ang request.',
    API_CROSS_SITE_REQUEST: 'Hindi pinapayagan ang request mula sa ibang site.',
    API_RATE_LIMIT: 'Sobrang daming request mula sa IP na ito. Pakisubukan ulit mamaya.',
    API_SERVER_ERROR: 'May error sa server. Pakisubukan ulit mamaya.',
    API_MAINTENANCE: 'May maintenance ang system. Pakisubukan ulit mamaya.',
    FILE_UPLOAD_FAILED: 'Hindi na-upload ang file. Pakisubukan ulit.',
    FILE_SIZE_EXCEEDED: 'Masyadong malaki ang file.',
    FILE_TYPE_INVALID: 'Hindi puwede ang ganitong uri ng file.',
    MAIL_NOT_SENT:
      'Hindi naipadala ang e-mail. Tingnan ang address, o ipa-check sa admin ang mail server, saka subukan ulit.',
    BACKUP_WRONG_PASSPHRASE:
      'Hindi nabubuksan ng passphrase na ito ang backup file. I-type ang passphrase na itinakda noong ginawa ito.',
    BACKUP_CORRUPTED:
      'Sira o kulang ang backup file na ito, kaya walang na-restore. Gumamit ng ibang kopya nito.',
    BACKUP_VERSION_MISMATCH:
      'Ginawa ang backup na ito ng ibang bersyon ng system, kaya hindi ito ma-restore dito. Walang binago.',
    BACKUP_RESTORE_FAILED:
      'Huminto ang restore bago natapos, kaya walang binago. Nasa dati pa rin ang kasalukuyang data.',
    UNKNOWN_ERROR: 'May hindi inaasahang error. Pakisubukan ulit.',
  },
  reasons: {
    locationInactive: 'Pumili ng aktibong lokasyon',
    lockedUntil: 'Sobrang dami ng subok: Maghintay hanggang {{until}} bago sumubok ulit',
    bodyNotJson: 'Hindi valid na JSON ang laman ng request.',
    unstorableInput: 'May character o haba sa inilagay mo na hindi kayang i-save.',
    recordExists: 'May ganito nang record.',
    relatedRecords: 'Hindi ito magagawa dahil may ibang record na nakakabit dito.',
    urlHasNul: 'May NUL character ang address.',
    textHasNul: 'Bawal ang NUL character sa text.',
    nestedTooDeeply: 'Masyadong malalim ang pagkaka-nest ng request.',
    loneSurrogate: 'May character sa text na hindi kayang i-save. I-type ulit at subukan ulit.',
    rateLimitGeneral: 'Sobrang daming request mula sa IP na ito. Pakisubukan ulit mamaya.',
    rateLimitUser: 'Sobrang daming request. Dahan-dahan lang, at subukan ulit pagkalipas ng isang minuto.',
    rateLimitAuth: 'Sobrang daming subok mag-sign in. Pakisubukan ulit mamaya.',
    rateLimitUpload: 'Sobrang daming upload ng file. Pakisubukan ulit mamaya.',
    rateLimitPdf: 'Sobrang daming PDF na ginagawa. Pakisubukan ulit mamaya.',
    accessRole: 'Bawal — Kailangan ng role na {{minRole}} o mas mataas para dito.',
    accessModule: 'Bawal — Wala kang pahintulot na buksan ang module na {{module}}.',
    accessAction: 'Kulang ang Pahintulot — Hindi ka puwedeng {{action}} sa module na {{module}}.',
    credentialsWrong: 'Mali ang email o password. Pakitingnan ang inilagay mo at subukan ulit.',
    passwordTooShort: 'Dapat hindi bababa sa 8 character ang password',
    passwordTooLong: 'Dapat mas maikli sa 128 character ang password',
    socialNotSetUp: 'Hindi pa naka-set up ang sign-in gamit ang {{provider}} sa tindahang ito.',
    ownRole: 'Hindi mo puwedeng palitan ang sarili mong role.',
    ownDeactivate: 'Hindi mo puwedeng i-deactivate ang sarili mong account.',
    ownerRole: 'Hindi puwedeng palitan ang role ng may-ari ng tindahan.',
    ownerDeactivate: 'Hindi puwedeng i-deactivate ang account ng may-ari ng tindahan.',
    emailTaken: 'May user na na gumagamit ng e-mail na ito.',
    ownSession: 'Gamitin ang Logout para tapusin ang session na gamit mo ngayon.',
    sessionEnded: 'Tapos na ang session na iyan.',
    notificationGone: 'Wala na ang notification na iyan.',
    guideNotFound: 'Walang ganyang gabay.',
    imageTypeInvalid: 'Pumili ng PNG, JPEG o WebP na larawan.',
    imageTooLarge: 'Masyadong malaki ({{name}}): hanggang {{maxKb}} KB lang.',
    quantityNotPositive: 'Dapat mas mataas sa 0 ang dami',
    importHasProblems: {
      one: 'May {{count}} problema sa file na ito; walang na-import',
      other: 'May {{count}} problema sa file na ito; walang na-import',
    },
    categoryNameTaken: 'May category na na {{name}} ang pangalan',
    categoryNotFound: 'Hindi makita ang category',
    categoryInUse: {
      one: 'Ginagamit ng {{count}} produkto ang {{name}}. Ilipat muna ito sa ibang category, o i-deactivate na lang ang category.',
      other:
        'Ginagamit ng {{count}} produkto ang {{name}}. Ilipat muna sila sa ibang category, o i-deactivate na lang ang category.',
    },
    categoryGone: 'Wala na ang category na iyan',
    categoryInactive: 'Hindi aktibo ang category na {{name}}',
    barcodeNotFound: 'Walang produktong may ganitong barcode',
    productPhotoMissing: 'Walang litrato ang produktong ito',
    skuTaken: 'Gamit na ng {{productName}} ang SKU {{sku}}',
    barcodeTaken: 'Gamit na ng {{productName}} ang barcode {{barcode}}',
    lotTrackingLocked: 'Mapapalitan lang ang batch tracking kapag wala nang stock ang produkto',
    productHasHistory: 'May stock history ang produktong ito, kaya hindi ito mabubura. I-deactivate na lang.',
    productInactive: 'Hindi aktibo ang produkto',
    movementTypeInvalid: 'Maling uri ng galaw: {{type}}. Pumili ng stock-in o stock-out na uri.',
    negativeStock: 'Magiging negatibo ang stock ({{stockMilli}})',
    stockInsufficient: 'Kulang ang stock. Mayroon: {{availableMilli}}, Hinihingi: {{requestedMilli}}',
    stockChanged: 'Nagbago ang stock habang nasa cart. Dati: {{wasMilli}}, Ngayon: {{nowMilli}}',
    stockTakenMeanwhile: 'Kulang ang stock. Mayroon: {{availableMilli}}',
    lotRequired: 'Piliin ang batch (lot) ng stock na ito',
    lotNotTracked: 'Hindi naka-batch tracking ang produktong ito',
    unitMissing: 'Walang {{unit}} na unit ang {{productName}}',
    packsInsufficient:
      '{{count}} na sarado na {{unit}} na lang ang natitira ({{sealedMilli}} {{baseUnit}} sarado, {{looseMilli}} {{baseUnit}} tingi)',
    countSheetNotFound: 'Walang ganitong count sheet',
    countSheetClosed: '{{status}} na ang count sheet na ito',
    categoryRequired: 'Pumili ng category',
    nothingToCount: 'Walang mabibilang dito: walang aktibong produkto',
    countSheetTooLarge:
      'Magiging {{lines}} linya ang sheet na ito; isang category muna ang bilangin (hanggang {{max}} lang)',
    countLineNotOnSheet: 'May binilang na linya na wala sa sheet na ito',
    countNothingEntered: 'Maglagay muna ng kahit isang nabilang na dami bago i-post',
    saleNotFound: 'Walang bentang may ganitong id',
    heldCartGone: 'Nabawi na ang naka-hold na cart na ito',
    heldCartsFull:
      'May {{held}} na naka-hold na cart na ang terminal na ito, iyan na ang pinakamarami. Ituloy o burahin muna ang isa.',
    heldCartTooLarge:
      'Masyadong malaki ang cart para i-hold ({{kb}} KB; hanggang {{maxKb}} KB lang). Tapusin ang benta, o hatiin sa dalawa.',
    terminalNameTaken: 'May ibang terminal na may ganitong pangalan',
    shiftAlreadyOpen: 'May bukas nang shift sa terminal na ito ({{name}}). Isara o saluhin muna ito.',
    openingCountMismatch: 'Hindi tugma sa opening fund ang nabilang na pera ({{countedCentavos}})',
    voidAfterReturn: 'May naibalik nang paninda mula sa invoice na ito, kaya hindi na ito mai-void.',
    voidAfterZReading:
      'Sarado na ng Z-reading ng {{businessDate}} ang araw ng invoice na ito: hindi na ito mai-void. Ibalik na lang ang paninda (return).',
    saleAlreadyVoided: 'Na-void na ang invoice na ito ({{voidNumber}}).',
    returnOfVoidedSale: 'Na-void ang invoice na ito: walang maibabalik mula rito.',
    voidShiftNotOpen:
      'Walang bukas na shift ang terminal {{terminal}}: sa drawer nito kukunin ang refund. Magbukas muna ng shift doon.',
    returnTooMuch: 'Linya {{lineNo}}: {{returnableMilli}} na lang ang maibabalik, hindi {{requestedMilli}}.',
    returnLineNotOnSale: 'May linyang ibabalik na wala sa invoice na ito.',
    refundMethodNotOnSale: 'I-refund nang cash o sa paraang ipinambayad sa invoice na ito.',
    voidNeedsApproval: 'Kailangan ng e-mail at password ng manager para mag-void.',
    returnNeedsApproval: 'Kailangan ng e-mail at password ng manager para sa return.',
    zReadingDue:
      'I-print muna ang Z-reading ng {{businessDate}} bago magbenta sa bagong araw (isara muna ang shift).',
    cashOutNeedsApproval: 'Kailangan ng approval ng manager ang cash-out na higit sa {{limitCentavos}}',
    cashOutOverDrawer: 'Hindi puwedeng mag-cash out nang higit sa perang dapat nasa kaha',
    shortOverNeedsApproval:
      'Kulang o sobra ang nabilang na pera nang higit sa {{limitCentavos}}: kailangang pirmahan ng manager',
    takeOverNotRight: 'Mali ang e-mail o password ng cashier na sasalo',
    zReadingShiftOpen:
      'Isara muna ang bukas na shift ({{name}}) bago ang Z-reading: kailangang mabilang muna ang pera ng araw.',
    zReadingTaken:
      'Naka-print na ang Z-reading ng {{businessDate}}. Ang susunod ay para sa {{nextDate}}, sa araw na iyon o pagkatapos.',
    zReadingDateChanged:
      'Ang business date ng terminal na ito ay {{businessDate}} na, hindi {{confirmedDate}}. Tingnan ang petsa at kumpirmahin ulit.',
    readingNotFound: 'Walang reading na may ganitong id',
    readingShiftNotFound: 'Walang shift na may ganitong id',
    accountNotFound: 'Walang account na may ganitong id',
    accountCodeTaken: 'Gamit na ng ibang account ang account code na {{code}}',
    accountHasLines:
      'May journal lines na ang account {{code}}: hindi na mababago ang code at uri nito. Magdagdag na lang ng bagong account.',
    accountKeyed:
      'Ginagamit ng mga awtomatikong posting (benta, stock, shift) ang account {{code}} {{name}}, kaya mananatili itong aktibo',
    entryNotFound: 'Walang journal entry na may ganitong id',
    entryNotBalanced: 'Hindi balanse ang entry: magkaiba nang {{differenceCentavos}} ang debit at credit',
    entryLineOneSided: 'Linya {{lineNo}}: maglagay ng debit o credit, hindi pareho at hindi wala',
    entryAccountInactive: 'Hindi aktibo ang account {{code}} {{name}}: mag-post sa aktibong account',
    entryMonthClosed:
      'Sarado na ang buwan ng {{month}}: hindi puwedeng petsahan dito ang manual entry. Petsahan ito sa bukas na buwan, o buksan muli ang {{month}}.',
    entryAlreadyReversed: 'Na-reverse na ang entry na ito (entry blg. {{reversalNo}})',
    periodInFuture:
      'Hindi pa tapos ang buwan ng {{month}}: ang kasalukuyan o mas naunang buwan lang ang puwedeng isara',
    periodClosed: 'Sarado na ang buwan ng {{month}}',
    periodOpen: 'Bukas ang buwan ng {{month}}: walang bubuksang muli',
    journalEntryNotFound: 'Walang ganitong journal entry.',
    ledgerAccountNotFound: 'Walang ganitong account sa chart of accounts.',
    // Expenses (issue 22).
    expenseCategoryIdInvalid: 'Hindi tamang UUID ang ID ng kategorya ng gastos',
    expenseCategoryNotFound: 'Walang ganitong kategorya ng gastos.',
    expenseCategoryInactive: 'Hindi na aktibo ang {{name}}: pumili ng ibang kategorya.',
    expenseCategoryInUse: 'May mga gastos na nasa {{name}}: i-deactivate na lang ito.',
    expenseAccountNotExpense: 'Pumili ng aktibong account na uring gastos (expense).',
    expenseNotFound: 'Walang ganitong gastos.',
    expenseStatusWrong:
      'Nagbago na ang katayuan ng gastos na ito kaya hindi na ito mababago nang ganito. I-reload para makita kung nasaan na ito.',
    expenseOwnApprovalAboveLimit:
      'Kapag higit sa {{limitCentavos}}, ibang tao (hindi ang nag-submit) ang dapat mag-apruba ng gastos.',
    expenseDrawerNoShift:
      'Walang bukas na shift ang {{terminal}}, kaya hindi ito mababayaran mula sa kaha nito: magbukas ng shift doon, o bayaran mula sa safe, bangko o GCash.',
    receiptTypeInvalid: 'Mag-attach ng litratong JPEG, PNG o WebP o PDF ng resibo.',
    receiptTooLarge: 'Masyadong malaki ang resibo: hanggang {{maxMb}} MB lang.',
    receiptMissing: 'Walang naka-attach na resibo ang gastos na ito.',
    recurringNotFound: 'Walang ganitong umuulit na gastos.',
    collectionNotFound: 'Walang ganitong resibo ng koleksiyon.',
    collectionIdReused: 'Naitala na ang resibong ito na iba ang detalye. Magsimula ng bagong bayad.',
    allocationNotOpen:
      'May napiling invoice na hindi na bukas sa account ng customer. I-reload at pumili muli.',
    bounceNotCheck: 'Tseke lang ang puwedeng tumalbog.',
    alreadyBounced: 'Nakatala nang tumalbog ang tsekeng ito.',
    statementNoEmail: 'Walang e-mail ang customer na ito. Magdagdag muna sa pahina ng customer.',
    statementPeriodWrong: 'Nauna ang katapusan ng panahon sa simula nito.',
    terminalNotFound: 'Walang aktibong terminal na may ganitong id',
    terminalLocationInactive: 'Hindi na aktibo ang lokasyon ng terminal na ito',
    productNoLongerSold: 'Hindi na ibinebenta ang produktong ito. Alisin ito sa cart.',
    productBanned: 'Bawal ang {{productName}} at hindi puwedeng ibenta',
    unitNotSold: 'Hindi ibinebenta ang {{productName}} nang per {{unit}}',
    qtyNotWhole:
      '{{productName}}: ang dami na ito ng {{unit}} ay hindi buong bilang ng thousandths ng {{baseUnit}}',
    rxRequired: 'Kailangan ng {{productName}} ang pangalan ng vet, PRC number at prescription number',
    fpaCertRequired: 'Kailangan ng {{productName}} ang FPA certification number ng bumibili',
    priceChanged:
      'Ang presyo ng {{productName}} per {{unit}} ay {{priceCentavos}} na ngayon (sa cart ay {{cartPriceCentavos}}). Tingnan ang cart.',
    totalChanged: 'Ang total ay {{totalCentavos}}, hindi {{sentCentavos}}. Tingnan ang cart at subukan ulit.',
    discountNeedsApproval: 'Kailangan ng approval ng manager ang discount na higit sa {{percent}}%',
    priceChangeNeedsApproval: 'Kailangan ng approval ng manager ang pagpalit ng presyo',
    approvalNotRight: 'Mali ang e-mail o password ng manager',
    statutoryNotApplicable: 'Walang item sa cart na may senior/PWD discount.',
    saleStockInsufficient:
      '{{productName}}: kulang ang stock. Mayroon: {{availableMilli}} {{unit}}, Hinihingi: {{requestedMilli}} {{unit}}',
    saleStockChanged:
      '{{productName}}: nagbago ang stock habang nasa cart. Dati: {{wasMilli}} {{unit}}, Ngayon: {{nowMilli}} {{unit}}',
    saleStockChangedWhileSaving: 'Nagbago ang stock habang sine-save ang bentang ito. Ipadala ulit.',
    stockChangedWhileSaving: 'Nagbago ang stock habang sine-save ito. Ipadala ulit.',
    transferStatusWrong: 'Ang transfer slip na {{status}} ay hindi puwedeng {{step}}.',
    transferSendingBranchOnly:
      'Ang may trabaho lang sa nagpapadalang branch ({{branch}}) ang puwedeng gumawa nito.',
    transferReceivingBranchOnly:
      'Ang may trabaho lang sa tatanggap na branch ({{branch}}) ang puwedeng tumanggap ng slip na ito.',
    transferNotYourBranch:
      'Ang transfer ay dapat manggaling o pumunta sa lokasyon ng branch na pinagtatrabahuhan mo.',
    transferProductInactive: 'Inactive o wala ang {{product}}: pumili ng aktibong produkto.',
    transferLineNotOnSlip: 'Wala sa transfer slip na ito ang isang linya. I-reload ang slip at subukan ulit.',
    transferLotNotOnSlip: 'Wala sa transfer slip na ito ang isang batch. I-reload ang slip at subukan ulit.',
    transferOverApproved:
      'Hindi puwedeng lumampas sa hiniling na {{requestedMilli}} ang inaprubahang dami ng {{product}}.',
    transferOverIssued:
      'Hindi puwedeng lumampas sa inaprubahang {{approvedMilli}} ang dami ng {{product}} na ipapadala.',
    transferNothingIssued: 'Walang aalis sa pinanggalingan: magpadala ng kahit isang produkto.',
    transferStockShort:
      'Kulang ang {{product}} sa {{location}}: {{availableMilli}} ang mayroon, {{neededMilli}} ang kailangan.',
    transferLotsDontAddUp: 'Dapat magkasya sa dami ng ipapadala ang kabuuan ng mga batch ng {{product}}.',
    transferAlreadyReceived:
      'Natanggap na ang transfer slip na ito. Minsan lang tinatanggap ang slip; ayusin na lang ang kulang pa.',
    transferReceiveEveryLot: 'Sabihin kung ano ang dumating para sa bawat batch ng slip.',
    transferReceiveTooMuch:
      'Mas marami ang nailagay na natanggap at sira na {{product}} kaysa sa ipinadalang {{issuedMilli}}.',
    transferResolveTooMuch: '{{openMilli}} na lang ng {{product}} ang bukas pa sa slip na ito.',
    transferStillOpen:
      'May kulang pang hindi naaayos: ayusin muna (nakita, ibinalik o isinulat bilang lugi) bago isara ang slip.',
    transferWriteOffNeedsManager: 'Kailangan ng manager o admin para isulat bilang lugi.',
    lotExpired: 'Expired na noong {{date}} ang lot {{lot}} ng {{productName}} at hindi na puwedeng ibenta',
    lotEmpty: 'Walang stock dito ang napiling lot ng {{productName}}: pumili ng ibang lot',
    lotShort:
      '{{availableMilli}} {{unit}} na lang ang natitira sa lot {{lot}} ng {{productName}}: pumili ng ibang lot o bawasan ang dami',
    supplierNameTaken: 'May supplier nang ganito ang pangalan.',
    poStatusWrong: 'Ang purchase order na {{status}} ay hindi puwedeng {{step}}.',
    poApprovalNeedsAdmin:
      'Lampas ang order na ito sa halagang puwedeng aprubahan ng manager: admin ang dapat mag-apruba.',
    poNoLines: 'Magdagdag ng kahit isang produkto sa order.',
    poLineNotOnOrder:
      'May linyang tinanggap na wala sa purchase order na ito. I-reload ang order at subukan muli.',
    unitNotOfProduct: 'Walang ganitong unit ang produktong ito.',
    lotAndExpiryRequired: 'Ilagay ang lot number at expiry date ng produktong ito.',
    returnMoreThanReceived: 'Hindi puwedeng magbalik nang higit sa natanggap at nasa stock pa.',
    billNotOpen: 'May napiling bill na hindi na bukas sa supplier na ito. I-reload at pumili muli.',
    paymentExceedsOpen: 'Mas malaki ang bayad kaysa sa bukas na halaga ng mga napiling bill.',
    documentIdReused: 'Naitala na ang dokumentong ito na may ibang detalye. Magsimula ng bago.',
    anonymizeOwes:
      'May utang pa ang customer na ito na {{balanceCentavos}}. Tanggapin muna ang bayad (o i-write off) bago gawing anonymous.',
    anonymizeHasCredit:
      'May store credit pa ang customer na ito na {{balanceCentavos}}. Gamitin o ibalik muna ito bago gawing anonymous.',
    backupNoPassphrase: 'Itakda muna ang passphrase ng backup (hindi bababa sa 12 character).',
    backupFolderNotWritable:
      'Hindi masulatan ang folder na {{path}}. Isaksak ang drive o pumili ng ibang folder.',
    backupS3NoSecret: 'Ilagay ang S3 secret access key.',
    backupS3Unreachable:
      'Tinanggihan ng S3 storage ang test file. Suriin ang endpoint, region, bucket at mga key.',
    backupBusy: 'May tumatakbong backup, restore o drill. Hintaying matapos ito.',
    backupNotReady: 'Hindi pa tapos ang backup na ito, kaya wala pang file na magagamit.',
    backupFileMissing: 'Wala na ang backup file na {{path}} (natanggal ba ang USB drive?).',
    backupUploadEmpty: 'Pumili ng backup file na i-a-upload.',
    backupUploadMissing: 'Nawala ang in-upload na file. I-upload itong muli.',
    backupNone: 'Wala pang backup. Gumawa muna ng isa.',
    branchCodeTaken: 'May ibang branch na may code na {{code}}.',
    branchNameTaken: 'May branch nang ang pangalan ay {{name}}.',
    locationNameTaken: 'May location nang ang pangalan ay {{name}}.',
    branchLastActive: 'Ito na lang ang aktibong branch: kailangan ng tindahan ng kahit isa. Walang binago.',
    branchHasStock:
      'May stock pa sa mga location ng branch na ito. I-transfer o i-write off muna bago i-deactivate ang branch.',
    branchHasTerminal:
      'May aktibong POS terminal ang branch na ito. I-retire muna ang terminal bago i-deactivate ang branch.',
    locationHasStock:
      'May stock pa sa location na ito. I-transfer o i-write off muna bago i-deactivate ang location.',
    locationHasTerminal:
      'May POS terminal sa location na ito. I-retire muna ang terminal bago i-deactivate ang location.',
    branchInactive: 'Hindi na aktibo ang branch na ito. Pumili ng aktibong branch.',
  },
  modules: fil.permissions.modules,
  roles: fil.roles,
  actions: {
    view: 'tumingin',
    create: 'gumawa',
    edit: 'magbago',
    delete: 'magbura',
    manage: 'mamahala',
    transfer: 'maglipat',
    approve: 'mag-apruba',
    receive: 'tumanggap',
    pay: 'magbayad',
    'configure-workflow': 'mag-configure ng workflow',
    export: 'mag-export',
    monitor: 'magbantay',
    configure: 'mag-configure',
  },
  fields: {
    'The payments do not cover the total yet': 'Hindi pa sapat ang bayad sa total',
    'The payments add up to more than the total': 'Lampas sa total ang kabuuang bayad',
    'The other payments already cover the total: remove the cash':
      'Sapat na ang ibang bayad sa total: alisin ang cash',
    'Card, e-wallet, transfer and check payments add up to more than the total':
      'Lampas sa total ang bayad sa card, e-wallet, transfer at tseke',
    'Enter the last 4 digits of the card': 'Ilagay ang huling 4 na digit ng card',
    'Enter an amount more than ₱0': 'Maglagay ng halagang higit sa ₱0',
    'Add a payment': 'Magdagdag ng bayad',
    'Add an item first': 'Magdagdag muna ng item',
    'The cart is empty': 'Walang laman ang cart',
    'Name the cart (the customer, or a note)': 'Pangalanan ang cart (ang customer, o isang note)',
    'Enter the OSCA or PWD ID number': 'Ilagay ang OSCA o PWD ID number',
    'This product is no longer sold': 'Hindi na ibinebenta ang produktong ito',
    'Quantity must be more than 0': 'Dapat mas mataas sa 0 ang dami',
    'Give a reason for this adjustment': 'Ilagay ang dahilan ng adjustment na ito',
    'Name is required': 'Kailangan ang pangalan',
    'SKU is required': 'Kailangan ang SKU',
    'Unit is required': 'Kailangan ang unit',
    'Barcode is required': 'Kailangan ang barcode',
    'Batch number is required': 'Kailangan ang batch number',
    'Enter a valid e-mail address': 'Maglagay ng tamang e-mail address',
    "Passwords Don't Match": 'Hindi Magkapareho ang Password',
    'Password Too Weak': 'Masyadong Mahina ang Password',
    'Enter the registered business name': 'Ilagay ang rehistradong pangalan ng negosyo',
    'Enter the business address': 'Ilagay ang address ng negosyo',
    [TIN_MESSAGE]: fil.setup.tinInvalid,
  },
};
