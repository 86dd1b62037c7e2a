/**
 * The staff-only catalogue of twelve research solutions for Saudi Arabia (SPEC.md "Catalogue (/catalog)").
 *
 * Server-only: this content is sent to signed-in staff through the API and must never be imported
 * from `app/` (it would end up in a public bundle). Edit the texts here, in one place per solution;
 * every language is required by the types. Solution ids, industry slugs and colours come from
 * `core/domain/industries.ts`.
 *
 * Company names are written as the companies write them: Latin script in English and Serbian,
 * the official Arabic name in Arabic where one is in use.
 */
import type { CatalogSolutionView as CatalogSolution } from "#core/domain/catalog";
import { INDUSTRIES } from "#core/domain/industries";
import type { Lang } from "#core/i18n/languages";

type SolutionText = Pick<CatalogSolution, "title" | "subtitle" | "companies" | "keyAreas">;

interface SolutionContent {
  id: number;
  isNew: boolean;
  text: Record<Lang, SolutionText>;
}

const CONTENT: SolutionContent[] = [
  {
    id: 1,
    isNew: false,
    text: {
      en: {
        title: "American Express (Hybrid)",
        subtitle: "Card-member and merchant insight for a premium issuing and acquiring model",
        companies: [
          "American Express Saudi Arabia",
          "Saudi Awwal Bank (SAB)",
          "American Express Middle East",
        ],
        keyAreas: [
          "Card-member satisfaction and NPS tracking by card tier",
          "Merchant acceptance study: coverage gaps and reasons for declining Amex",
          "Value perception of Membership Rewards and co-brand card programmes",
          "Profiling of the premium and affluent segment in Riyadh, Jeddah and the Eastern Province",
          "Usage of travel and lifestyle benefits and reasons for drop-off",
          "Brand health tracking against Visa and Mastercard premium cards",
        ],
      },
      ar: {
        title: "أمريكان إكسبريس (نموذج هجين)",
        subtitle: "رؤى حول حاملي البطاقات والتجار لنموذج متميز يجمع بين الإصدار والاستحواذ",
        companies: ["أمريكان إكسبريس السعودية", "البنك السعودي الأول (SAB)", "أمريكان إكسبريس الشرق الأوسط"],
        keyAreas: [
          "تتبّع رضا حاملي البطاقات ومؤشر صافي الترويج (NPS) حسب فئة البطاقة",
          "دراسة قبول التجار: فجوات التغطية وأسباب رفض بطاقات أمريكان إكسبريس",
          "القيمة المُدرَكة لبرنامج Membership Rewards وبرامج البطاقات ذات العلامة المشتركة",
          "تحديد ملامح شريحة العملاء المميزين وذوي الملاءة العالية في الرياض وجدة والمنطقة الشرقية",
          "استخدام مزايا السفر ونمط الحياة وأسباب العزوف عنها",
          "تتبّع صحة العلامة التجارية مقارنةً بالبطاقات المميزة من فيزا وماستركارد",
        ],
      },
      sr: {
        title: "American Express (хибридни модел)",
        subtitle: "Увиди о корисницима картица и трговцима за премијум модел издавања и прихватања картица",
        companies: [
          "American Express Saudi Arabia",
          "Saudi Awwal Bank (SAB)",
          "American Express Middle East",
        ],
        keyAreas: [
          "Праћење задовољства и NPS-а корисника картица по нивоима картица",
          "Студија прихватања код трговаца: непокривена места и разлози за одбијање Amex картица",
          "Перцепција вредности програма Membership Rewards и кобрендираних картица",
          "Профил премијум и имућног сегмента у Ријаду, Џеди и Источној провинцији",
          "Коришћење путних и лајфстајл погодности и разлози одустајања од њих",
          "Праћење здравља бренда у односу на премијум картице Visa и Mastercard",
        ],
      },
    },
  },
  {
    id: 2,
    isNew: true,
    text: {
      en: {
        title: "Payment Networks & Card Schemes",
        subtitle: "Scheme preference, acceptance and cardholder behaviour as the Kingdom goes cashless",
        companies: ["Visa", "Mastercard", "Saudi Payments (mada)", "UnionPay International"],
        keyAreas: [
          "Scheme preference and top-of-wallet drivers among Saudi cardholders",
          "Adoption of contactless, mobile wallets and tokenised payments (Apple Pay, mada Pay)",
          "Merchant acceptance and SME sensitivity to merchant discount rates (MDR)",
          "E-commerce and cross-border card usage tracking",
          "Issuing banks' assessment of scheme partnerships and incentives",
          "Cash-to-digital transition tracking against Vision 2030 cashless targets",
        ],
      },
      ar: {
        title: "شبكات الدفع وأنظمة البطاقات",
        subtitle:
          "تفضيلات الشبكات والقبول وسلوك حاملي البطاقات مع تحوّل المملكة نحو مجتمع أقل اعتمادًا على النقد",
        companies: ["فيزا", "ماستركارد", "المدفوعات السعودية (مدى)", "يونيون باي الدولية"],
        keyAreas: [
          "تفضيل الشبكة ودوافع اختيار البطاقة الأساسية لدى حاملي البطاقات في المملكة",
          "تبنّي الدفع اللاتلامسي والمحافظ الرقمية والمدفوعات المرمّزة (Apple Pay ومدى باي)",
          "قبول التجار وحساسية المنشآت الصغيرة والمتوسطة لرسوم الخصم على التاجر (MDR)",
          "تتبّع استخدام البطاقات في التجارة الإلكترونية والمعاملات العابرة للحدود",
          "تقييم البنوك المُصدِرة لشراكات الشبكات والحوافز المقدَّمة",
          "تتبّع التحول من النقد إلى الدفع الرقمي قياسًا بمستهدفات رؤية 2030",
        ],
      },
      sr: {
        title: "Платне мреже и картичне шеме",
        subtitle:
          "Избор картичних шема, прихватање и понашање корисника док Краљевина прелази на безготовинско плаћање",
        companies: ["Visa", "Mastercard", "Saudi Payments (mada)", "UnionPay International"],
        keyAreas: [
          "Преференција картичних шема и разлози за избор примарне картице међу корисницима у Саудијској Арабији",
          "Усвајање бесконтактног плаћања, мобилних новчаника и токенизованих плаћања (Apple Pay, mada Pay)",
          "Прихватање картица код трговаца и осетљивост малих и средњих предузећа на трговачку провизију (MDR)",
          "Праћење коришћења картица у е-трговини и прекограничним плаћањима",
          "Оцена партнерстава и подстицаја картичних шема из угла банака издавалаца",
          "Праћење преласка са готовине на дигитално плаћање у односу на циљеве Визије 2030",
        ],
      },
    },
  },
  {
    id: 3,
    isNew: false,
    text: {
      en: {
        title: "Retail Banking",
        subtitle: "Customer experience, product and brand research for Saudi retail banks",
        companies: [
          "Al Rajhi Bank",
          "Saudi National Bank (SNB)",
          "Riyad Bank",
          "Banque Saudi Fransi",
          "Alinma Bank",
          "Arab National Bank (ANB)",
        ],
        keyAreas: [
          "Customer experience and NPS benchmarking across branches and digital channels",
          "Mystery shopping of branches, call centres and account-opening journeys",
          "Brand health and consideration tracking",
          "Concept and pricing tests for Shariah-compliant products",
          "Mobile app usability and digital onboarding drop-off analysis",
          "Segmentation of affluent, youth and women customers",
        ],
      },
      ar: {
        title: "الخدمات المصرفية للأفراد",
        subtitle: "أبحاث تجربة العملاء والمنتجات والعلامة التجارية لبنوك التجزئة السعودية",
        companies: [
          "مصرف الراجحي",
          "البنك الأهلي السعودي (SNB)",
          "بنك الرياض",
          "البنك السعودي الفرنسي",
          "مصرف الإنماء",
          "البنك العربي الوطني (ANB)",
        ],
        keyAreas: [
          "قياس تجربة العملاء ومؤشر صافي الترويج (NPS) ومقارنتهما عبر الفروع والقنوات الرقمية",
          "التسوق الخفي للفروع ومراكز الاتصال ورحلات فتح الحسابات",
          "تتبّع صحة العلامة التجارية وموقعها ضمن خيارات العملاء",
          "اختبار مفاهيم المنتجات المتوافقة مع أحكام الشريعة وتسعيرها",
          "تقييم سهولة استخدام التطبيقات وتحليل التسرب في فتح الحسابات رقميًا",
          "تقسيم شرائح العملاء المميزين والشباب والنساء",
        ],
      },
      sr: {
        title: "Банкарство са становништвом",
        subtitle: "Истраживања корисничког искуства, производа и бренда за саудијске банке",
        companies: [
          "Al Rajhi Bank",
          "Saudi National Bank (SNB)",
          "Riyad Bank",
          "Banque Saudi Fransi",
          "Alinma Bank",
          "Arab National Bank (ANB)",
        ],
        keyAreas: [
          "Мерење корисничког искуства и NPS-а и поређење по филијалама и дигиталним каналима",
          "Тајни купац у филијалама, кол-центрима и процесу отварања рачуна",
          "Праћење здравља бренда и његовог места у избору банке",
          "Тестирање концепта и цене производа усклађених са шеријатом",
          "Употребљивост мобилне апликације и анализа одустајања при дигиталном отварању рачуна",
          "Сегментација имућних клијената, младих и жена",
        ],
      },
    },
  },
  {
    id: 4,
    isNew: false,
    text: {
      en: {
        title: "Insurance & Takaful",
        subtitle: "Policyholder, claims and distribution research across motor, medical and takaful lines",
        companies: ["Tawuniya", "Bupa Arabia", "Al Rajhi Takaful", "Walaa Cooperative Insurance", "MedGulf"],
        keyAreas: [
          "Claims experience and settlement satisfaction in motor and medical insurance",
          "Renewal and switching drivers among individual and SME policyholders",
          "Price sensitivity and behaviour on motor-insurance comparison platforms",
          "Employer decision-making study for mandatory health insurance",
          "Takaful awareness and barriers to purchase",
          "Evaluation of broker, bancassurance and agent channels",
        ],
      },
      ar: {
        title: "التأمين والتكافل",
        subtitle: "أبحاث حملة الوثائق والمطالبات وقنوات التوزيع في تأمين المركبات والتأمين الطبي والتكافل",
        companies: ["التعاونية", "بوبا العربية", "تكافل الراجحي", "ولاء للتأمين التعاوني", "ميدغلف"],
        keyAreas: [
          "تجربة المطالبات والرضا عن التسوية في تأمين المركبات والتأمين الطبي",
          "دوافع التجديد والانتقال بين الشركات لدى الأفراد والمنشآت الصغيرة والمتوسطة",
          "حساسية السعر وسلوك العملاء على منصات مقارنة أسعار تأمين المركبات",
          "دراسة آلية اتخاذ أصحاب العمل لقرار التأمين الصحي الإلزامي",
          "الوعي بالتكافل وعوائق الشراء",
          "تقييم قنوات الوسطاء والتأمين المصرفي والوكلاء",
        ],
      },
      sr: {
        title: "Осигурање и такафул",
        subtitle: "Истраживања осигураника, штета и канала продаје у ауто, здравственом и такафул осигурању",
        companies: ["Tawuniya", "Bupa Arabia", "Al Rajhi Takaful", "Walaa Cooperative Insurance", "MedGulf"],
        keyAreas: [
          "Искуство при решавању штета и задовољство исплатом у ауто и здравственом осигурању",
          "Покретачи обнове полисе и промене осигуравача међу грађанима и малим и средњим предузећима",
          "Осетљивост на цену и понашање на платформама за поређење ауто-осигурања",
          "Студија одлучивања послодаваца о обавезном здравственом осигурању",
          "Познатост такафул осигурања и препреке куповини",
          "Оцена канала продаје: брокери, банкоосигурање и агенти",
        ],
      },
    },
  },
  {
    id: 5,
    isNew: false,
    text: {
      en: {
        title: "Automotive Distribution & Dealerships",
        subtitle: "Purchase journey, dealer experience and after-sales research for Saudi distributors",
        companies: [
          "Abdul Latif Jameel Motors",
          "Aljomaih Automotive",
          "Mohamed Yousuf Naghi Motors",
          "Petromin",
          "Al Jazirah Vehicles Agencies",
        ],
        keyAreas: [
          "New-car purchase journey and brand consideration funnel",
          "Showroom and after-sales mystery shopping",
          "Segmentation of Saudi youth and women drivers",
          "Service retention and after-sales loyalty drivers",
          "Perception and price positioning of new Chinese brands",
          "Electric vehicle readiness and charging concerns",
        ],
      },
      ar: {
        title: "توزيع السيارات والوكالات",
        subtitle: "أبحاث رحلة الشراء وتجربة الوكالات وخدمات ما بعد البيع لموزعي السيارات في المملكة",
        companies: [
          "عبد اللطيف جميل للسيارات",
          "الجميح للسيارات",
          "محمد يوسف ناغي للسيارات",
          "بترومين",
          "الجزيرة لوكالات السيارات",
        ],
        keyAreas: [
          "رحلة شراء السيارة الجديدة ومسار اعتبار العلامات التجارية",
          "التسوق الخفي لصالات العرض ومراكز خدمات ما بعد البيع",
          "تقسيم شرائح السائقين من الشباب والنساء في المملكة",
          "دوافع الاحتفاظ بعملاء الصيانة والولاء لخدمات ما بعد البيع",
          "تصوّرات العلامات الصينية الجديدة وتموضعها السعري",
          "الجاهزية لتبنّي السيارات الكهربائية والمخاوف المتعلقة بالشحن",
        ],
      },
      sr: {
        title: "Дистрибуција возила и дилерска мрежа",
        subtitle:
          "Истраживања пута куповине, искуства у салонима и постпродајних услуга за саудијске дистрибутере",
        companies: [
          "Abdul Latif Jameel Motors",
          "Aljomaih Automotive",
          "Mohamed Yousuf Naghi Motors",
          "Petromin",
          "Al Jazirah Vehicles Agencies",
        ],
        keyAreas: [
          "Пут куповине новог возила и левак разматрања брендова",
          "Тајни купац у продајним салонима и сервисима",
          "Сегментација младих возача и жена за воланом у Саудијској Арабији",
          "Покретачи задржавања клијената у сервису и лојалности постпродајним услугама",
          "Перцепција и ценовно позиционирање нових кинеских брендова",
          "Спремност за електрична возила и бриге у вези са пуњењем",
        ],
      },
    },
  },
  {
    id: 6,
    isNew: false,
    text: {
      en: {
        title: "Automotive Finance & Leasing",
        subtitle: "Research on financing decisions, approval journeys and lease renewals",
        companies: [
          "Abdul Latif Jameel United Finance",
          "Saudi ORIX Leasing Company",
          "Al Yusr Leasing & Financing",
          "Budget Saudi (United International Transportation Co.)",
          "Lumi Rental",
        ],
        keyAreas: [
          "Drivers of financing versus cash purchase",
          "Journey mapping from application and approval to vehicle delivery",
          "Pricing tests for monthly instalments, down payments and balloon payments",
          "Corporate fleet leasing needs and supplier selection",
          "Lease-end behaviour: renewal, buy-out and switching",
          "Partner dealers' satisfaction with finance providers",
        ],
      },
      ar: {
        title: "تمويل السيارات والتأجير",
        subtitle: "أبحاث قرارات التمويل ورحلة الموافقة وتجديد عقود التأجير",
        companies: [
          "عبد اللطيف جميل المتحدة للتمويل",
          "أوريكس السعودية للتأجير التمويلي",
          "اليسر للإجارة والتمويل",
          "بدجت السعودية (الشركة المتحدة الدولية للمواصلات)",
          "لومي للتأجير",
        ],
        keyAreas: [
          "دوافع اختيار التمويل مقابل الشراء النقدي",
          "رسم رحلة العميل من تقديم الطلب والموافقة حتى تسليم المركبة",
          "اختبارات تسعير الأقساط الشهرية والدفعة الأولى والدفعة الأخيرة",
          "احتياجات الشركات من تأجير الأساطيل ومعايير اختيار المورّد",
          "السلوك عند نهاية عقد التأجير: التجديد أو التملّك أو الانتقال",
          "رضا الوكلاء الشركاء عن جهات التمويل",
        ],
      },
      sr: {
        title: "Финансирање и лизинг возила",
        subtitle: "Истраживања одлука о финансирању, процеса одобравања и обнове лизинга",
        companies: [
          "Abdul Latif Jameel United Finance",
          "Saudi ORIX Leasing Company",
          "Al Yusr Leasing & Financing",
          "Budget Saudi (United International Transportation Co.)",
          "Lumi Rental",
        ],
        keyAreas: [
          "Покретачи избора између финансирања и куповине за готовину",
          "Мапирање процеса од захтева и одобрења до испоруке возила",
          "Тестирање цене месечних рата, учешћа и завршне (балон) рате",
          "Потребе компанија за лизингом возних паркова и избор добављача",
          "Понашање на истеку лизинга: обнова, откуп и промена понуђача",
          "Задовољство партнерских дилера понуђачима финансирања",
        ],
      },
    },
  },
  {
    id: 7,
    isNew: false,
    text: {
      en: {
        title: "Technology & Enterprise Solutions",
        subtitle: "B2B decision-maker research for cloud, cybersecurity and digital transformation",
        companies: [
          "solutions by stc",
          "Elm",
          "Thiqah Business Services",
          "Al Moammar Information Systems (MIS)",
          "Mobily Business",
        ],
        keyAreas: [
          "IT decision-maker buying journey and vendor shortlisting",
          "Cloud, cybersecurity and AI adoption among enterprises and SMEs",
          "B2B customer satisfaction and account health tracking",
          "Brand positioning against global technology vendors",
          "Win/loss analysis of government and corporate tenders",
          "Pricing and packaging tests for managed services",
        ],
      },
      ar: {
        title: "التقنية وحلول المؤسسات",
        subtitle: "أبحاث صنّاع القرار في قطاع الأعمال حول الحوسبة السحابية والأمن السيبراني والتحول الرقمي",
        companies: [
          "حلول stc",
          "علم",
          "ثقة لخدمات الأعمال",
          "المعمر لأنظمة المعلومات (MIS)",
          "موبايلي للأعمال",
        ],
        keyAreas: [
          "رحلة الشراء لدى صنّاع القرار التقني وإعداد القوائم المختصرة للمورّدين",
          "تبنّي الحوسبة السحابية والأمن السيبراني والذكاء الاصطناعي في الشركات الكبرى والمنشآت الصغيرة والمتوسطة",
          "تتبّع رضا عملاء قطاع الأعمال وسلامة العلاقة مع كل حساب",
          "تموضع العلامة التجارية مقارنةً بمزوّدي التقنية العالميين",
          "تحليل أسباب الفوز والخسارة في المنافسات الحكومية ومناقصات الشركات",
          "اختبارات تسعير الخدمات المُدارة وتصميم باقاتها",
        ],
      },
      sr: {
        title: "Технологија и пословна решења",
        subtitle:
          "B2B истраживања доносилаца одлука о клауду, сајбер безбедности и дигиталној трансформацији",
        companies: [
          "solutions by stc",
          "Elm",
          "Thiqah Business Services",
          "Al Moammar Information Systems (MIS)",
          "Mobily Business",
        ],
        keyAreas: [
          "Пут куповине код ИТ доносилаца одлука и формирање ужег избора добављача",
          "Усвајање клауда, сајбер безбедности и вештачке интелигенције у великим компанијама и МСП",
          "Праћење задовољства B2B клијената и стања пословних односа по клијенту",
          "Позиционирање бренда у односу на глобалне технолошке добављаче",
          "Анализа добијених и изгубљених државних и корпоративних тендера",
          "Тестирање цена и пакета управљаних услуга",
        ],
      },
    },
  },
  {
    id: 8,
    isNew: false,
    text: {
      en: {
        title: "Government Entities",
        subtitle: "Citizen, resident and business research for public services and Vision 2030 programmes",
        companies: [
          "Ministry of Commerce",
          "Ministry of Tourism",
          "Monsha'at (SME General Authority)",
          "Saudi Data & AI Authority (SDAIA)",
          "General Authority for Statistics (GASTAT)",
        ],
        keyAreas: [
          "Vision 2030 programme awareness and perception tracking",
          "Citizen and resident satisfaction with digital government services",
          "Business climate and SME barriers surveys",
          "Stakeholder impact assessment of new regulations",
          "Public awareness campaign pre-testing and effectiveness measurement",
          "Visitor and tourism experience studies",
        ],
      },
      ar: {
        title: "الجهات الحكومية",
        subtitle: "أبحاث المواطنين والمقيمين وقطاع الأعمال لدعم الخدمات العامة وبرامج رؤية 2030",
        companies: [
          "وزارة التجارة",
          "وزارة السياحة",
          "منشآت (الهيئة العامة للمنشآت الصغيرة والمتوسطة)",
          "الهيئة السعودية للبيانات والذكاء الاصطناعي (سدايا)",
          "الهيئة العامة للإحصاء",
        ],
        keyAreas: [
          "تتبّع الوعي ببرامج رؤية 2030 والتصوّرات عنها",
          "رضا المواطنين والمقيمين عن الخدمات الحكومية الرقمية",
          "استطلاعات بيئة الأعمال والعوائق التي تواجه المنشآت الصغيرة والمتوسطة",
          "تقييم أثر الأنظمة الجديدة على أصحاب المصلحة",
          "الاختبار المسبق لحملات التوعية العامة وقياس فعاليتها",
          "دراسات تجربة الزوار والسياح",
        ],
      },
      sr: {
        title: "Државне институције",
        subtitle: "Истраживања грађана, резидената и привреде за јавне услуге и програме Визије 2030",
        companies: [
          "Министарство трговине",
          "Министарство туризма",
          "Monsha'at (Агенција за мала и средња предузећа)",
          "SDAIA (Саудијска агенција за податке и вештачку интелигенцију)",
          "GASTAT (Општа агенција за статистику)",
        ],
        keyAreas: [
          "Праћење познатости и перцепције програма Визије 2030",
          "Задовољство грађана и резидената дигиталним услугама јавне управе",
          "Истраживања пословног амбијента и препрека за мала и средња предузећа",
          "Процена утицаја нових прописа на заинтересоване стране",
          "Претестирање јавних информативних кампања и мерење њихове делотворности",
          "Студије искуства посетилаца и туриста",
        ],
      },
    },
  },
  {
    id: 9,
    isNew: false,
    text: {
      en: {
        title: "FMCG & Consumer Goods",
        subtitle: "Shopper, brand and product research for food, beverage and household brands",
        companies: ["Almarai", "SADAFCO", "Savola Group", "NADEC", "Al Rabie Saudi Foods"],
        keyAreas: [
          "Brand health and brand equity tracking",
          "Product concept, taste and packaging tests",
          "Shopper behaviour across hypermarkets, baqalas and e-grocery",
          "Retail audits and shelf visibility checks",
          "Consumer segmentation and need-state mapping",
          "Ramadan and seasonal campaign effectiveness",
          "Attitudes to health, sugar reduction and clean labels",
        ],
      },
      ar: {
        title: "السلع سريعة التداول والمنتجات الاستهلاكية",
        subtitle:
          "أبحاث المتسوقين والعلامات التجارية والمنتجات لعلامات الأغذية والمشروبات والمنتجات المنزلية",
        companies: ["المراعي", "سدافكو", "مجموعة صافولا", "نادك", "الربيع السعودية للأغذية"],
        keyAreas: [
          "تتبّع صحة العلامة التجارية وقيمتها",
          "اختبارات مفاهيم المنتجات والمذاق والتغليف",
          "سلوك المتسوقين في الهايبرماركت والبقالات ومنصات البقالة الإلكترونية",
          "تدقيق منافذ البيع وقياس الظهور على الرفوف",
          "تقسيم شرائح المستهلكين ورسم خريطة الاحتياجات حسب مناسبة الاستهلاك",
          "قياس فعالية حملات رمضان والمواسم",
          "المواقف تجاه الصحة وخفض السكر والمكونات الطبيعية",
        ],
      },
      sr: {
        title: "FMCG и роба широке потрошње",
        subtitle:
          "Истраживања купаца, брендова и производа за брендове хране, пића и производа за домаћинство",
        companies: ["Almarai", "SADAFCO", "Savola Group", "NADEC", "Al Rabie Saudi Foods"],
        keyAreas: [
          "Праћење здравља и вредности бренда",
          "Тестирање концепта производа, укуса и амбалаже",
          "Понашање купаца у хипермаркетима, квартовским продавницама (бакалама) и онлајн продаји намирница",
          "Малопродајни аудит и провера видљивости на полицама",
          "Сегментација потрошача и мапирање потреба по ситуацијама потрошње",
          "Ефикасност рамазанских и сезонских кампања",
          "Ставови о здрављу, смањењу шећера и природном саставу производа",
        ],
      },
    },
  },
  {
    id: 10,
    isNew: true,
    text: {
      en: {
        title: "Fintech & Digital Payments",
        subtitle: "Adoption, trust and usage research for digital wallets, BNPL and payment gateways",
        companies: ["STC Bank (stc pay)", "Tabby", "Tamara", "Geidea", "HyperPay"],
        keyAreas: [
          "Digital wallet and BNPL adoption and usage frequency",
          "Trust, security perception and awareness of SAMA licensing",
          "Onboarding and KYC journey drop-off analysis",
          "Merchant needs for payment gateways and POS solutions",
          "BNPL repayment behaviour and financial wellbeing",
          "Feature prioritisation and willingness-to-pay studies",
        ],
      },
      ar: {
        title: "التقنية المالية والمدفوعات الرقمية",
        subtitle:
          "أبحاث التبنّي والثقة والاستخدام للمحافظ الرقمية وخدمات الشراء الآن والدفع لاحقًا وبوابات الدفع",
        companies: ["STC Bank (stc pay)", "تابي", "تمارا", "جيديا", "HyperPay"],
        keyAreas: [
          "تبنّي المحافظ الرقمية وخدمات الشراء الآن والدفع لاحقًا وتكرار استخدامها",
          "الثقة وتصوّرات الأمان والوعي بترخيص البنك المركزي السعودي (ساما)",
          "تحليل التسرب في رحلة التسجيل والتحقق من الهوية (KYC)",
          "احتياجات التجار من بوابات الدفع وحلول نقاط البيع",
          "سلوك السداد في خدمات الشراء الآن والدفع لاحقًا والرفاه المالي",
          "دراسات ترتيب أولويات الميزات والاستعداد للدفع",
        ],
      },
      sr: {
        title: "Финтек и дигитална плаћања",
        subtitle:
          "Истраживања усвајања, поверења и коришћења дигиталних новчаника, BNPL услуга и платних капија",
        companies: ["STC Bank (stc pay)", "Tabby", "Tamara", "Geidea", "HyperPay"],
        keyAreas: [
          "Усвајање и учесталост коришћења дигиталних новчаника и BNPL услуга",
          "Поверење, перцепција безбедности и свест о лиценцама Централне банке (SAMA)",
          "Анализа одустајања у процесу регистрације и KYC провере",
          "Потребе трговаца за платним капијама и POS решењима",
          "Понашање у отплати BNPL обавеза и финансијско благостање",
          "Студије приоритизације функционалности и спремности на плаћање",
        ],
      },
    },
  },
  {
    id: 11,
    isNew: true,
    text: {
      en: {
        title: "Banking Services & Remittance",
        subtitle: "Expatriate remittance behaviour, corridor competitiveness and channel research",
        companies: ["Enjaz (Bank Albilad)", "Tahweel Al Rajhi", "Western Union", "MoneyGram"],
        keyAreas: [
          "Remittance behaviour and provider choice by nationality corridor",
          "Sensitivity tests on fees, exchange rates and transfer speed",
          "Channel migration from branches and kiosks to apps",
          "Mystery shopping of remittance centres",
          "Banking needs of payroll-card and Wage Protection System users",
          "Awareness of and trust in digital remittance apps",
        ],
      },
      ar: {
        title: "الخدمات المصرفية والحوالات",
        subtitle: "أبحاث سلوك التحويلات لدى المقيمين وتنافسية ممرات التحويل وقنوات الخدمة",
        companies: ["إنجاز (بنك البلاد)", "تحويل الراجحي", "ويسترن يونيون", "موني جرام"],
        keyAreas: [
          "سلوك التحويل واختيار مقدّم الخدمة حسب ممر التحويل وجنسية العميل",
          "اختبارات الحساسية للرسوم وأسعار الصرف وسرعة التحويل",
          "انتقال العملاء من الفروع والأكشاك إلى التطبيقات",
          "التسوق الخفي لمراكز الحوالات",
          "الاحتياجات المصرفية لمستخدمي بطاقات الرواتب ونظام حماية الأجور",
          "الوعي بتطبيقات التحويل الرقمية ومستوى الثقة بها",
        ],
      },
      sr: {
        title: "Банкарске услуге и дознаке",
        subtitle: "Истраживања навика страних радника у слању новца, конкурентности коридора и канала услуге",
        companies: ["Enjaz (Bank Albilad)", "Tahweel Al Rajhi", "Western Union", "MoneyGram"],
        keyAreas: [
          "Навике слања новца и избор пружаоца услуге по коридорима и националности корисника",
          "Тестирање осетљивости на накнаде, девизни курс и брзину трансфера",
          "Прелазак корисника са филијала и киоска на апликације",
          "Тајни купац у центрима за слање новца",
          "Банкарске потребе корисника платних картица за зараде и Система заштите зарада",
          "Познатост дигиталних апликација за слање новца и поверење у њих",
        ],
      },
    },
  },
  {
    id: 12,
    isNew: true,
    text: {
      en: {
        title: "Real Estate Development",
        subtitle: "Buyer demand, community and pricing research for residential and mixed-use projects",
        companies: [
          "ROSHN",
          "Dar Al Arkan",
          "Retal Urban Development",
          "National Housing Company (NHC)",
          "Emaar The Economic City",
          "Jabal Omar Development",
        ],
        keyAreas: [
          "Housing demand and affordability study for Saudi first-time buyers",
          "Master-planned community concept and amenity testing",
          "Unit mix, size and price-point optimisation",
          "Off-plan buyer journey and sales-centre mystery shopping",
          "Developer brand perception and trust",
          "Resident satisfaction and handover experience tracking",
        ],
      },
      ar: {
        title: "التطوير العقاري",
        subtitle: "أبحاث طلب المشترين والمجتمعات السكنية والتسعير للمشاريع السكنية ومتعددة الاستخدامات",
        companies: [
          "روشن",
          "دار الأركان",
          "ريتال للتطوير العمراني",
          "الشركة الوطنية للإسكان (NHC)",
          "إعمار المدينة الاقتصادية",
          "جبل عمر للتطوير",
        ],
        keyAreas: [
          "دراسة الطلب على المساكن والقدرة على تحمّل تكاليفها لدى المشترين السعوديين لأول مرة",
          "اختبار مفاهيم المجتمعات السكنية المخططة ومرافقها",
          "تحسين مزيج الوحدات ومساحاتها وشرائح أسعارها",
          "رحلة مشتري البيع على الخارطة والتسوق الخفي لمراكز المبيعات",
          "تصوّرات العلامة التجارية للمطوّر ومستوى الثقة به",
          "تتبّع رضا السكان وتجربة تسليم الوحدات",
        ],
      },
      sr: {
        title: "Развој некретнина",
        subtitle: "Истраживања тражње купаца, концепата насеља и цена за стамбене и мешовите пројекте",
        companies: [
          "ROSHN",
          "Dar Al Arkan",
          "Retal Urban Development",
          "National Housing Company (NHC)",
          "Emaar The Economic City",
          "Jabal Omar Development",
        ],
        keyAreas: [
          "Студија тражње и приступачности станова за саудијске купце првог стана",
          "Тестирање концепта планских насеља и пратећих садржаја",
          "Оптимизација структуре, квадратуре и ценовних разреда стамбених јединица",
          "Пут купца при куповини у изградњи и тајни купац у продајним центрима",
          "Перцепција бренда инвеститора и поверење у њега",
          "Праћење задовољства станара и искуства примопредаје",
        ],
      },
    },
  },
];

function build(lang: Lang): CatalogSolution[] {
  return CONTENT.map((solution) => {
    const industry = INDUSTRIES.find((i) => i.solution === solution.id);
    if (!industry) throw new Error(`catalog: no industry maps to solution ${solution.id}`);
    const text = solution.text[lang];
    return {
      id: solution.id,
      industrySlug: industry.slug,
      color: industry.color,
      isNew: solution.isNew,
      title: text.title,
      subtitle: text.subtitle,
      companies: [...text.companies],
      keyAreas: [...text.keyAreas],
    };
  });
}

export const CATALOG: Record<Lang, CatalogSolution[]> = { en: build("en"), ar: build("ar"), sr: build("sr") };

export const CATALOG_META = {
  industrySolutions: 12,
  targetCompanies: "25+",
  portfolioYear: 2025,
  saudiFocused: "100%",
  lastUpdated: "2025-10",
  version: "1.0",
} as const;
