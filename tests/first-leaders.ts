/**
 * The leaders of the first site, as its translation files had them (pages.json leadership.people.<id>,
 * common.json monograms.<id>) before they moved to the database: what the migration must hold, copied as is.
 */
export const FIRST_LEADERS = {
  nikola: {
    key: "nikola-markovic",
    email: "nikola.markovic@potentia-research.com",
    linkedIn: "https://www.linkedin.com/in/nikola-markovic-potentia",
    office: "belgrade",
  },
  sara: {
    key: "sara-al-otaibi",
    email: "sara.alotaibi@potentia-research.com",
    linkedIn: "https://www.linkedin.com/in/sara-al-otaibi-potentia",
    office: "riyadh",
  },
} as const;

export const FIRST_LEADER_TEXTS = {
  en: [
    {
      key: "nikola-markovic",
      name: "Nikola Marković",
      role: "Managing Director",
      location: "Belgrade, Serbia",
      bio: "Nikola has led Potentia since 2012 and guided its growth from a specialist agricultural and pharmaceutical research firm into a full-service insights consultancy. Over more than twenty years in market research he has designed brand, pricing and customer experience programs for clients in automotive, banking, FMCG and the public sector. He holds a master's degree in statistics and speaks regularly on the practical use of AI in research. He led the opening of the Riyadh office in 2025.",
      initials: "NM",
    },
    {
      key: "sara-al-otaibi",
      name: "Sara Al-Otaibi",
      role: "Qualitative Research Director",
      location: "Riyadh, Saudi Arabia",
      bio: "Sara leads Potentia's qualitative practice from Riyadh, heading the team that serves clients in Saudi Arabia and the wider Gulf. She brings fifteen years of experience in focus groups, in-depth interviews, ethnography and co-creation, with a particular focus on banking, automotive and government services. She is known for moderating sensitive conversations in Arabic and English and for turning what people say into clear business recommendations.",
      initials: "SA",
    },
  ],
  ar: [
    {
      key: "nikola-markovic",
      name: "نيكولا ماركوفيتش",
      role: "المدير العام",
      location: "بلغراد، صربيا",
      bio: "يقود نيكولا بوتنشيا منذ عام 2012، وقد أشرف على تحولها من شركة متخصصة في أبحاث الزراعة والأدوية إلى شركة استشارات متكاملة في مجال الرؤى. صمّم على مدى أكثر من عشرين عامًا في أبحاث السوق برامج للعلامات التجارية والتسعير وتجربة العملاء لعملاء في قطاعات السيارات والبنوك والسلع الاستهلاكية والقطاع العام. يحمل درجة الماجستير في الإحصاء، ويتحدث بانتظام عن التطبيقات العملية للذكاء الاصطناعي في البحث. وقاد افتتاح مكتب الرياض عام 2025.",
      initials: "ن م",
    },
    {
      key: "sara-al-otaibi",
      name: "سارة العتيبي",
      role: "مديرة الأبحاث النوعية",
      location: "الرياض، المملكة العربية السعودية",
      bio: "تقود سارة ممارسة الأبحاث النوعية في بوتنشيا من الرياض، وترأس الفريق الذي يخدم العملاء في المملكة العربية السعودية ومنطقة الخليج. تمتلك خمسة عشر عامًا من الخبرة في مجموعات النقاش والمقابلات المعمقة والبحث الإثنوغرافي والابتكار المشترك، مع تركيز خاص على قطاعات البنوك والسيارات والخدمات الحكومية. وتُعرف بقدرتها على إدارة النقاشات الحساسة باللغتين العربية والإنجليزية، وتحويل ما يقوله الناس إلى توصيات أعمال واضحة.",
      initials: "س ع",
    },
  ],
  sr: [
    {
      key: "nikola-markovic",
      name: "Никола Марковић",
      role: "Генерални директор",
      location: "Београд, Србија",
      bio: "Никола води Potentia од 2012. године и усмерио је њен развој од специјализоване агенције за пољопривредна и фармацеутска истраживања до консултантске куће са комплетном понудом увида. Током више од двадесет година у истраживању тржишта осмишљавао је програме за брендове, цене и корисничко искуство за клијенте из аутомобилске индустрије, банкарства, робе широке потрошње и јавног сектора. Магистар је статистике и редовно говори о практичној примени вештачке интелигенције у истраживањима. Предводио је отварање канцеларије у Ријаду 2025. године.",
      initials: "НМ",
    },
    {
      key: "sara-al-otaibi",
      name: "Сара Ал-Отаиби",
      role: "Директорка квалитативних истраживања",
      location: "Ријад, Саудијска Арабија",
      bio: "Сара из Ријада води квалитативна истраживања компаније Potentia и тим који ради са клијентима у Саудијској Арабији и широј регији Залива. Има петнаест година искуства у фокус групама, дубинским интервјуима, етнографији и кокреацији, са посебним фокусом на банкарство, аутомобилску индустрију и државне услуге. Позната је по вођењу осетљивих разговора на арапском и енглеском језику и по томе што оно што људи кажу претвара у јасне пословне препоруке.",
      initials: "СА",
    },
  ],
} as const;
