/**
 * Texts of the interactive tour (seed 001 §2), under `tour.*`. They describe only what is there: a tour
 * of a module that has not landed is not offered (tours.ts).
 */
export const tourEn = {
  tour: {
    pickerTitle: 'Take a tour',
    pickerIntro: 'Short guided tours of the screens you use. Pick one to start.',
    keys: '← → move · Space plays or pauses · Esc closes',
    steps_one: '{{count}} step',
    steps_other: '{{count}} steps',
    stepOf: 'Step {{step}} of {{count}}',
    progress: '{{percent}}% done',
    progressLabel: 'Tour progress',
    previous: 'Previous',
    next: 'Next',
    finish: 'Finish',
    play: 'Play',
    pause: 'Pause',
    close: 'Close tour',
    notOnScreen: 'This part is not on your screen right now.',
    tours: {
      'getting-started': {
        name: 'Getting Started',
        summary: 'The menu, module search, notifications and your account',
        steps: {
          menu: {
            title: 'Your modules',
            description:
              'The menu shows only the modules your role may use. On a phone, the main ones sit in the bottom bar and the rest under the grid button.',
          },
          search: {
            title: 'Find a module fast',
            description:
              'Type a module’s name or what you want to do. Ctrl+K jumps here from anywhere. On a phone, search is at the top of the menu.',
          },
          notifications: {
            title: 'Notifications',
            description:
              'Alerts for you arrive here as they happen, without reloading. The red badge counts the unread ones.',
          },
          account: {
            title: 'Your account',
            description:
              'Your name and role. Open it for your password, session timeout, signed-in devices, Help & Docs and these tours. Logout is right beside it.',
          },
        },
      },
      'point-of-sale': {
        name: 'Point of Sale',
        summary: 'Where selling happens and what the counter needs',
        steps: {
          where: {
            title: 'Where the POS is',
            description:
              'Sales & POS opens from this menu: open your shift with the drawer’s cash, ring up sales, take payment, print the sales invoice, and close the shift and the day’s Z-reading there.',
          },
          server: {
            title: 'Connection to the server',
            description:
              'Every sale is saved on the store’s server. Green means connected; if the dot turns red, check the network before ringing up.',
          },
          theme: {
            title: 'Easy on the eyes',
            description:
              'Bright counter or dim store? Switch between Light, Dark and System here. Your choice is kept for your account.',
          },
          permissions: {
            title: 'What your role may do',
            description:
              'Your dashboard lists what your role allows, selling included. Only an administrator can change your role.',
          },
          'operations-terminals': {
            title: 'Your counters today',
            description:
              'Operations (managers and admins) shows each terminal of your branches: selling (who, since when, with what opening fund), no shift open, Z-reading due for a past date (it cannot sell until that shift is closed and the Z-reading taken), or day closed. Below: today’s shifts with expected and declared cash and the short or over, and today’s sales.',
          },
          'operations-waiting': {
            title: 'What waits for someone',
            description:
              'Expenses to approve or pay, purchase orders to approve or still to receive, transfer slips to approve, issue or receive or with a difference open, and stock counts not posted: each with how many, how long the oldest has waited, and a link to the screen where you handle it. The page changes nothing and refreshes every minute.',
          },
        },
      },
      inventory: {
        name: 'Inventory Management',
        summary: 'Where inventory is; for managers, stock alert levels and where alerts arrive',
        steps: {
          where: {
            title: 'Where inventory is',
            description:
              'Inventory opens from this menu: products and their prices, stock on hand per location, stock adjustments, recount sheets and barcode labels.',
          },
          thresholds: {
            title: 'Your stock alert levels',
            description:
              'Settings → Inventory holds the levels that raise alerts: low stock, out of stock, overstock and days before expiry.',
          },
          alerts: {
            title: 'Stock alerts',
            description:
              'Low-stock and expiry alerts arrive in the bell, under Inventory. Choose which categories you see in the panel.',
          },
          'branch-switcher': {
            title: 'Which branch you see',
            description:
              'If you work in more than one branch, the switcher in the top bar chooses whose stock and lists you see: one branch, or all of yours.',
          },
          transfers: {
            title: 'Stock on the road',
            description:
              'Stock transfers (Multi-Branch) move goods between your locations and branches. This panel shows what has left one place and not yet arrived, with its value at cost.',
          },
          'transfer-new': {
            title: 'Send or ask for stock',
            description:
              'New transfer makes a slip: from, to, the products and how many. The sending branch approves and issues it; the receiving branch counts what arrived.',
          },
        },
      },
      reports: {
        name: 'Reports & Analytics',
        summary: 'Where reports are, picking a report and its dates, exports and more reports',
        steps: {
          where: {
            title: 'Where reports are',
            description:
              'Reports & Analytics opens from this menu: sales by day, product, category, cashier, payment method and branch, and slow-moving stock, for the branches you work in.',
          },
          pick: {
            title: 'Pick a report and its dates',
            description:
              'Choose the report, then the dates: Today, This week, This month, the last days or This year, or your own first and last date (up to 366 days). Voided sales do not count; a return counts on the day it was made.',
          },
          export: {
            title: 'Export for managers, accountants and admins',
            description:
              'Managers, accountants and admins also see cost of goods, gross profit and margin, and purchases by supplier, and save any report as CSV, Excel or PDF. Settings → Reports picks which of these buttons you see.',
          },
          more: {
            title: 'More reports',
            description:
              'Other reports live on their own screens: the POS reports, the accounting statements, customer ageing, stock valuation and supplier payables. This list shows the ones your role may open.',
          },
        },
      },
      admin: {
        name: 'Admin Features',
        summary: 'Staff accounts, menus per person and the technical guides',
        steps: {
          'users-menu': {
            title: 'Users & Roles',
            description:
              'Staff accounts live here. On a phone, find it under the grid button or in the menu.',
          },
          'users-screen': {
            title: 'Approve, invite, assign roles',
            description:
              'Approve new sign-ups, invite staff by e-mail, change a role, deactivate an account or send a password reset.',
          },
          menus: {
            title: 'Menus per person',
            description:
              'Settings → Menu lets each person hide menus they do not use; Dashboard and Settings always show. What someone may open still comes from their role.',
          },
          'technical-docs': {
            title: 'Guides for administrators',
            description:
              'Help & Docs holds the administrator guide, backup and recovery, and deployment; only admins see them. These tours start from here too.',
          },
          'branches-screen': {
            title: 'Branches and their people',
            description:
              'Branches lists each branch with its locations. Open one to change its details, add a store, warehouse or van, and choose who works there.',
          },
        },
      },
    },
  },
};

export type TourTexts = typeof tourEn;

export const tourFil: TourTexts = {
  tour: {
    pickerTitle: 'Mag-tour',
    pickerIntro: 'Maiikling gabay sa mga screen na ginagamit mo. Pumili ng isa para magsimula.',
    keys: '← → lipat · Space para i-play o i-pause · Esc para isara',
    steps_one: '{{count}} hakbang',
    steps_other: '{{count}} hakbang',
    stepOf: 'Hakbang {{step}} sa {{count}}',
    progress: '{{percent}}% tapos na',
    progressLabel: 'Progreso ng tour',
    previous: 'Bumalik',
    next: 'Susunod',
    finish: 'Tapos',
    play: 'I-play',
    pause: 'I-pause',
    close: 'Isara ang tour',
    notOnScreen: 'Wala sa screen mo ngayon ang bahaging ito.',
    tours: {
      'getting-started': {
        name: 'Pagsisimula',
        summary: 'Ang menu, paghahanap ng module, mga notification at ang account mo',
        steps: {
          menu: {
            title: 'Ang mga module mo',
            description:
              'Ang menu ay nagpapakita lang ng mga module na puwede sa role mo. Sa phone, nasa ibabang bar ang mga pangunahin at nasa grid button ang iba.',
          },
          search: {
            title: 'Maghanap ng module',
            description:
              'I-type ang pangalan ng module o ang gusto mong gawin. Ang Ctrl+K ay diretso rito kahit nasaan ka. Sa phone, nasa itaas ng menu ang search.',
          },
          notifications: {
            title: 'Mga notification',
            description:
              'Dito dumarating ang mga alerto para sa iyo, kahit hindi mag-reload. Ang pulang badge ang bilang ng hindi pa nababasa.',
          },
          account: {
            title: 'Ang account mo',
            description:
              'Pangalan at role mo. Buksan ito para sa password, session timeout, mga device na naka-sign in, Tulong at Gabay at ang mga tour. Katabi nito ang Logout.',
          },
        },
      },
      'point-of-sale': {
        name: 'Point of Sale',
        summary: 'Saan nagbebenta at ano ang kailangan sa counter',
        steps: {
          where: {
            title: 'Nasaan ang POS',
            description:
              'Sa menu na ito binubuksan ang Benta at POS: buksan ang shift mo kasama ang pera sa kaha, mag-punch ng benta, tumanggap ng bayad, mag-print ng sales invoice, at doon din isara ang shift at kunin ang Z-reading ng araw.',
          },
          server: {
            title: 'Koneksyon sa server',
            description:
              'Bawat benta ay naka-save sa server ng tindahan. Berde kapag konektado; kapag pula ang tuldok, tingnan muna ang network bago mag-punch.',
          },
          theme: {
            title: 'Madali sa mata',
            description:
              'Maliwanag ang counter o madilim ang tindahan? Palitan dito: Light, Dark o System. Naka-save ito sa account mo.',
          },
          permissions: {
            title: 'Ano ang puwede sa role mo',
            description:
              'Nakalista sa dashboard mo ang puwede sa role mo, kasama ang pagbebenta. Admin lang ang puwedeng magpalit ng role mo.',
          },
          'operations-terminals': {
            title: 'Ang mga counter mo ngayong araw',
            description:
              'Ipinapakita ng Operasyon (para sa manager at admin) ang bawat terminal ng mga branch mo: nagbebenta (sino, mula kailan, magkano ang opening fund), walang bukas na shift, may Z-reading na dapat kunin para sa nakaraang petsa (hindi ito makakabenta hangga’t hindi naisasara ang shift at nakukuha ang Z-reading), o sarado na ang araw. Sa ibaba: ang mga shift ngayong araw, ang inaasahan at idineklarang cash at ang kulang o sobra, at ang benta ngayong araw.',
          },
          'operations-waiting': {
            title: 'Ang mga naghihintay',
            description:
              'Mga gastos na aaprubahan o babayaran, purchase order na aaprubahan o hindi pa natatanggap, transfer slip na aaprubahan, ilalabas o tatanggapin o may bukas na diperensya, at bilang ng stock na hindi pa naipo-post: bawat isa may bilang, kung gaano na katagal naghihintay ang pinakaluma, at link sa screen kung saan ito inaasikaso. Walang binabago ang page at nagre-refresh ito bawat minuto.',
          },
        },
      },
      inventory: {
        name: 'Pamamahala ng Imbentaryo',
        summary:
          'Nasaan ang imbentaryo; para sa manager, ang antas ng stock alert at kung saan ito dumarating',
        steps: {
          where: {
            title: 'Nasaan ang imbentaryo',
            description:
              'Sa menu na ito binubuksan ang Imbentaryo: mga produkto at presyo, stock sa bawat lokasyon, adjustment ng stock, recount sheet at barcode label.',
          },
          thresholds: {
            title: 'Mga antas ng stock alert',
            description:
              'Nasa Settings → Inventory ang mga antas na nagpapalabas ng alerto: low stock, out of stock, overstock at ilang araw bago mag-expire.',
          },
          alerts: {
            title: 'Mga stock alert',
            description:
              'Sa bell dumarating ang mga alerto sa low stock at expiry, sa ilalim ng Inventory. Piliin sa panel kung aling kategorya ang makikita mo.',
          },
          'branch-switcher': {
            title: 'Aling branch ang nakikita mo',
            description:
              'Kung higit sa isang branch ang pinagtatrabahuhan mo, ang switcher sa itaas ang pumipili kung kaninong stock at listahan ang nakikita mo: isang branch, o lahat ng sa iyo.',
          },
          transfers: {
            title: 'Stock na nasa biyahe',
            description:
              'Sa Paglilipat ng stock (Multi-Branch) inililipat ang paninda sa pagitan ng inyong mga lokasyon at branch. Ipinapakita rito ang umalis na at hindi pa dumarating, at ang halaga nito sa puhunan.',
          },
          'transfer-new': {
            title: 'Magpadala o humingi ng stock',
            description:
              'Gumagawa ng slip ang Bagong paglilipat: mula saan, papunta saan, ang mga produkto at ilan. Ang nagpapadalang branch ang nag-a-approve at naglalabas; ang tatanggap ang nagbibilang ng dumating.',
          },
        },
      },
      reports: {
        name: 'Ulat at Analytics',
        summary: 'Nasaan ang mga report, pagpili ng report at petsa, export at iba pang report',
        steps: {
          where: {
            title: 'Nasaan ang mga report',
            description:
              'Sa menu na ito binubuksan ang Ulat at Analytics: benta kada araw, produkto, kategorya, cashier, paraan ng bayad at branch, at mga stock na matumal, para sa mga branch na pinagtatrabahuhan mo.',
          },
          pick: {
            title: 'Pumili ng report at petsa',
            description:
              'Piliin ang report, saka ang mga petsa: Ngayon, Ngayong linggo, Ngayong buwan, mga huling araw o Ngayong taon, o ang sarili mong unang at huling petsa (hanggang 366 araw). Hindi kasama ang benta na na-void; ang return ay binibilang sa araw na ginawa ito.',
          },
          export: {
            title: 'Export para sa manager, accountant at admin',
            description:
              'Nakikita rin ng manager, accountant at admin ang puhunan ng nabenta, gross profit at margin, at ang bili kada supplier, at puwede nilang i-save ang anumang report bilang CSV, Excel o PDF. Sa Settings → Mga Ulat pinipili kung alin sa mga button na ito ang lalabas.',
          },
          more: {
            title: 'Iba pang report',
            description:
              'May sariling screen ang ibang report: ang mga report ng POS, mga financial statement ng accounting, edad ng utang ng customer, halaga ng stock at babayaran sa supplier. Ang mga puwedeng buksan ng role mo lang ang nakalista rito.',
          },
        },
      },
      admin: {
        name: 'Para sa Admin',
        summary: 'Mga account ng staff, menu ng bawat tao at mga technical guide',
        steps: {
          'users-menu': {
            title: 'Users at Roles',
            description: 'Dito ang mga account ng staff. Sa phone, nasa grid button o sa menu ito.',
          },
          'users-screen': {
            title: 'Mag-approve, mag-imbita, magtakda ng role',
            description:
              'I-approve ang mga bagong nag-sign up, mag-imbita ng staff sa e-mail, magpalit ng role, mag-deactivate ng account o magpadala ng password reset.',
          },
          menus: {
            title: 'Menu ng bawat tao',
            description:
              'Sa Settings → Menu, puwedeng itago ng bawat isa ang menu na hindi nila ginagamit; laging nandiyan ang Dashboard at Settings. Ang role pa rin ang nagpapasya kung ano ang mabubuksan.',
          },
          'technical-docs': {
            title: 'Mga gabay para sa admin',
            description:
              'Nasa Tulong at Gabay ang administrator guide, backup at recovery, at deployment; admin lang ang nakakakita. Dito rin nagsisimula ang mga tour.',
          },
          'branches-screen': {
            title: 'Mga branch at ang mga tao nila',
            description:
              'Nakalista sa Mga branch ang bawat branch kasama ang mga location nito. Buksan ang isa para baguhin ang detalye, magdagdag ng tindahan, bodega o van, at piliin kung sino ang nagtatrabaho roon.',
          },
        },
      },
    },
  },
};
