// Seed 000 (卜筮正宗's 訣, 歌 and 賦 with 虎易's notes): each clause a row — its code, passage and line, the
// conditions on the chart (verses.h) and the questions it speaks of — in the order of the seed. The
// passages are the seed's words without its pinyin glosses; where the seed is damaged the row says
// `corrected` and docs/corrections.md gives the reason. Clauses left out, and why: docs/reading.md.
#include "engine/reading/verse_rows.h"

namespace najia {

namespace {

using namespace verse_rows;
using enum Spirit;
using S = SelfOtherBond;

constexpr Book kTongXuan{"000", "卜筮正宗 通玄賦"};
constexpr Book kSuiJin{"000", "卜筮正宗 碎金賦"};
constexpr Book kHoldsSelf{"000", "卜筮正宗 諸爻持世訣"};
constexpr Book kSelfOther{"000", "卜筮正宗 世應生克空亡動靜訣"};
constexpr Book kBody{"000", "卜筮正宗 卦身喜忌訣"};
constexpr Book kFeiFu{"000", "卜筮正宗 飛伏生克吉兇歌"};
constexpr Book kStill{"000", "卜筮正宗 六爻安靜訣"};
constexpr Book kChaotic{"000", "卜筮正宗 六爻亂動訣"};
constexpr Book kTaboo{"000", "卜筮正宗 忌神歌"};
constexpr Book kSource{"000", "卜筮正宗 原神歌"};
constexpr Book kAbsent{"000", "卜筮正宗 用神不上卦訣"};
constexpr Book kVoid{"000", "卜筮正宗 用神空亡訣"};
constexpr Book kUsefulMoving{"000", "卜筮正宗 用神發動訣"};
constexpr Book kDay{"000", "卜筮正宗 日辰訣"};
constexpr Book kMoving{"000", "卜筮正宗 六親發動訣"};
constexpr Book kChange{"000", "卜筮正宗 六親變化歌"};
constexpr Book kBeasts{"000", "卜筮正宗 六獸歌斷"};

constexpr auto kUsefulOrSource = maskOf({Role::Useful, Role::Source});
constexpr auto kSelfAsked = subjects({QuestionSubject::Self});

constexpr Verse kVerses[] = {
    // 通玄賦 (lines 63–76)
    kTongXuan("bszz.tongxuan.three_harmony", "三合會用吉", 66, when(T::UsefulThreeHarmony)),
    kTongXuan("bszz.tongxuan.six_clash", "六沖主沖并", 67, when(T::SixClashHexagram)),
    kTongXuan("bszz.tongxuan.both_moving", "世應俱發動，必然有改張", 67, when(T::SelfMoving), when(T::OtherMoving)),
    kTongXuan("bszz.tongxuan.dragon", "龍動家有喜", 68, spirit(AzureDragon)),
    kTongXuan("bszz.tongxuan.tiger", "虎動主有喪", 68, spirit(WhiteTiger)),
    kTongXuan("bszz.tongxuan.hook_bird", "勾陳朱雀動，田土與文章", 68, spirits({HookChen, VermilionBird})),
    kTongXuan("bszz.tongxuan.wealth", "財動憂尊長", 69, moving(R::Wealth)),
    kTongXuan("bszz.tongxuan.parent", "父動損兒郎", 69, moving(R::Parent)),
    kTongXuan("bszz.tongxuan.offspring", "子動男人滯", 69, moving(R::Offspring)),
    kTongXuan("bszz.tongxuan.sibling", "兄動女人殃", 69, moving(R::Sibling)),
    kTongXuan("bszz.tongxuan.travel_self", "出行宜世動", 70, when(T::SelfMoving), {}, cats({Q::Travel})),
    kTongXuan("bszz.tongxuan.returning", "歸魂不出疆", 70, when(T::ReturningSoul), {}, cats({Q::Travel})),
    kTongXuan("bszz.tongxuan.traveller_harmony", "用動值三合，行人立回莊", 70, role(T::RoleMoving, Role::Useful),
              when(T::UsefulThreeHarmony), cats({Q::Traveller})),
    kTongXuan("bszz.tongxuan.home_dragon", "占宅財龍旺，豪富冠一鄉", 71,
              when(T::SpiritOnRelationProsperous, i8(AzureDragon), i8(R::Wealth)), {}, cats({Q::Home})),
    kTongXuan("bszz.tongxuan.career_parent", "父母爻興旺，為官至侯王", 71, when(T::RelationMovingProsperous, i8(R::Parent)),
              {}, cats({Q::Career})),
    kTongXuan("bszz.tongxuan.lawsuit_offspring", "福神若持世，官訟定無妨", 72, holdsSelf(R::Offspring), {}, cats({Q::Lawsuit})),
    kTongXuan("bszz.tongxuan.thief", "勾陳克玄武，捕賊不須忙", 72, when(T::SpiritControls, i8(HookChen), i8(BlackTortoise)),
              {}, cats({Q::LostItem})),
    kTongXuan("bszz.tongxuan.elder_illness", "父病嫌財殺，財興母不長", 73, moving(R::Wealth), {}, cats({Q::Illness}),
              subjects({QuestionSubject::Elder})),
    kTongXuan("bszz.tongxuan.no_officer", "無鬼病難療", 73, absent(R::Officer), {}, cats({Q::Illness})),
    kTongXuan("bszz.tongxuan.officer_prosperous", "鬼旺主發狂", 73, when(T::RelationProsperous, i8(R::Officer)), {},
              cats({Q::Illness})),
    kTongXuan("bszz.tongxuan.grave", "若要問風水，三四世吉昌", 75, when(T::SelfAt, 0b001100), {}, cats({Q::Grave})),

    // 碎金賦 (line 127): two relations moving at once
    kSuiJin("bszz.suijin.offspring_parent", "子動生財不宜父擺", 127, both(R::Offspring, R::Parent)),
    kSuiJin("bszz.suijin.sibling_offspring", "兄動克財子動能解", 127, both(R::Sibling, R::Offspring)),
    kSuiJin("bszz.suijin.wealth_sibling", "財動生鬼切忌兄搖", 127, both(R::Wealth, R::Sibling)),
    kSuiJin("bszz.suijin.offspring_wealth", "子動克鬼財動能消", 127, both(R::Offspring, R::Wealth)),
    kSuiJin("bszz.suijin.parent_wealth", "父動生兄忌財相克", 127, both(R::Parent, R::Wealth)),
    kSuiJin("bszz.suijin.officer_parent", "鬼動克兄父動能泄", 127, both(R::Officer, R::Parent)),
    kSuiJin("bszz.suijin.officer_offspring", "鬼動生父忌子交重", 127, both(R::Officer, R::Offspring)),
    kSuiJin("bszz.suijin.wealth_officer", "財動克父鬼動能中", 127, both(R::Wealth, R::Officer)),
    kSuiJin("bszz.suijin.sibling_officer", "兄動生子忌鬼搖揚", 127, both(R::Sibling, R::Officer)),
    kSuiJin("bszz.suijin.parent_sibling", "父動克子兄動無妨", 127, both(R::Parent, R::Sibling)),
    kSuiJin("bszz.suijin.offspring_controls_parent", "子興克鬼父動無妨", 127, both(R::Offspring, R::Parent)),
    kSuiJin("bszz.suijin.offspring_controls_sibling", "若然兄動鬼必遭傷", 127, both(R::Offspring, R::Sibling)),
    kSuiJin("bszz.suijin.wealth_controls_sibling", "財興克父兄動無憂", 127, both(R::Wealth, R::Sibling)),
    kSuiJin("bszz.suijin.wealth_controls_offspring", "若然子動父命難留", 127, both(R::Wealth, R::Offspring)),
    kSuiJin("bszz.suijin.parent_controls_wealth", "父動克子財動無事", 127, both(R::Parent, R::Wealth)),
    kSuiJin("bszz.suijin.parent_controls_officer", "若是鬼興其子必死", 127, both(R::Parent, R::Officer)),
    kSuiJin("bszz.suijin.officer_controls_offspring", "鬼興克兄子動可救", 127, both(R::Officer, R::Offspring)),
    kSuiJin("bszz.suijin.officer_controls_wealth", "財若交重兄弟不久", 127, both(R::Officer, R::Wealth)),
    kSuiJin("bszz.suijin.sibling_controls_officer", "兄興克財鬼興無礙", 127, both(R::Sibling, R::Officer)),
    kSuiJin("bszz.suijin.sibling_controls_parent", "若是父興財遭克害", 127, both(R::Sibling, R::Parent)),

    // 諸爻持世訣 (lines 155–166)
    kHoldsSelf("bszz.holds_self.prosperous", "世爻旺相最為強，作事亨通大吉昌", 155, when(T::SelfProsperous, 0)),
    kHoldsSelf("bszz.holds_self.useful_helps", "謀望諸般皆遂意，用神生合妙難量", 155, when(T::UsefulHelpsSelf)),
    kHoldsSelf("bszz.holds_self.void_broken", "旬空月破逢非吉", 156, when(T::SelfVoidOrBroken)),
    kHoldsSelf("bszz.holds_self.struck", "克害刑沖遇不良", 156, when(T::SelfStruck)),
    kHoldsSelf("bszz.holds_self.parent", "父母持世主身勞", 157, holdsSelf(R::Parent)),
    kHoldsSelf("bszz.holds_self.parent.heirs", "求嗣妾眾也難招", 157, holdsSelf(R::Parent), {}, cats({Q::Heirs})),
    kHoldsSelf("bszz.holds_self.parent.exam", "官動財旺宜赴試", 157, holdsSelf(R::Parent), moving(R::Officer), cats({Q::Exam}),
               0, when(T::RelationProsperous, i8(R::Wealth))),
    kHoldsSelf("bszz.holds_self.parent.trade", "財搖謀利莫心焦", 157, holdsSelf(R::Parent), moving(R::Wealth), cats({Q::Wealth})),
    kHoldsSelf("bszz.holds_self.parent.self", "占身財動無賢婦，又恐區區壽不高", 158, holdsSelf(R::Parent), moving(R::Wealth),
               cats({Q::Lifespan, Q::Affairs}), kSelfAsked),
    kHoldsSelf("bszz.holds_self.offspring", "子身持世事無憂", 159, holdsSelf(R::Offspring)),
    kHoldsSelf("bszz.holds_self.offspring.career", "求名切忌坐當頭", 159, holdsSelf(R::Offspring), {}, cats({Q::Career, Q::Exam})),
    kHoldsSelf("bszz.holds_self.offspring.safety", "避亂許安失可得", 159, holdsSelf(R::Offspring), {},
               cats({Q::Safety, Q::LostItem})),
    kHoldsSelf("bszz.holds_self.offspring.lawsuit", "官訟從今了便休", 159, holdsSelf(R::Offspring), {}, cats({Q::Lawsuit})),
    kHoldsSelf("bszz.holds_self.offspring.generated", "有生無克諸般吉", 160, holdsSelf(R::Offspring), when(T::SelfGeneratedOnly)),
    kHoldsSelf("bszz.holds_self.offspring.controlled", "有克無生反見愁", 160, holdsSelf(R::Offspring), when(T::SelfControlledOnly)),
    kHoldsSelf("bszz.holds_self.officer", "鬼爻持世事難安", 161, holdsSelf(R::Officer)),
    kHoldsSelf("bszz.holds_self.officer.self", "占身不病也遭官", 161, holdsSelf(R::Officer), {},
               cats({Q::Illness, Q::Safety, Q::Lifespan, Q::Affairs}), kSelfAsked),
    kHoldsSelf("bszz.holds_self.officer.wealth", "財物時時憂失脫", 161, holdsSelf(R::Officer), {}, cats({Q::Wealth, Q::LostItem})),
    kHoldsSelf("bszz.holds_self.officer.career", "功名最喜世當權", 161, holdsSelf(R::Officer), {}, cats({Q::Career, Q::Exam})),
    kHoldsSelf("bszz.holds_self.officer.tomb", "入墓愁疑無散日", 162, holdsSelf(R::Officer), when(T::SelfTomb)),
    kHoldsSelf("bszz.holds_self.officer.clash", "逢沖轉禍變成歡", 162, holdsSelf(R::Officer), when(T::SelfClashedByDay)),
    kHoldsSelf("bszz.holds_self.wealth", "財爻持世益財榮", 163, holdsSelf(R::Wealth)),
    kHoldsSelf("bszz.holds_self.wealth.sibling", "兄若交重不可逢", 163, holdsSelf(R::Wealth), moving(R::Sibling)),
    kHoldsSelf("bszz.holds_self.wealth.offspring", "更遇子孫明暗動，利身克父喪文風", 163, holdsSelf(R::Wealth),
               when(T::RelationActive, i8(R::Offspring))),
    kHoldsSelf("bszz.holds_self.wealth.career", "求官問訟宜財托", 164, holdsSelf(R::Wealth), {}, cats({Q::Career, Q::Lawsuit})),
    kHoldsSelf("bszz.holds_self.wealth.changes", "動變兄官萬事兇", 164, holdsSelf(R::Wealth),
               when(T::SelfChangesTo, maskOf({R::Sibling, R::Officer}))),
    kHoldsSelf("bszz.holds_self.sibling", "兄弟持世莫求財", 165, holdsSelf(R::Sibling)),
    kHoldsSelf("bszz.holds_self.sibling.officer", "官興須慮禍將來", 165, holdsSelf(R::Sibling), moving(R::Officer)),
    kHoldsSelf("bszz.holds_self.sibling.bird", "朱雀并臨防口舌", 165, holdsSelf(R::Sibling), when(T::SelfSpirit, maskOf({VermilionBird}))),
    kHoldsSelf("bszz.holds_self.sibling.moves", "如搖必定損妻財", 165, holdsSelf(R::Sibling), when(T::SelfMoving)),
    kHoldsSelf("bszz.holds_self.sibling.parent", "父母相生身有壽", 166, holdsSelf(R::Sibling), moving(R::Parent)),
    kHoldsSelf("bszz.holds_self.sibling.changes", "化官化鬼有奇災", 166, holdsSelf(R::Sibling),
               when(T::SelfChangesTo, maskOf({R::Officer}))),

    // 世應生克空亡動靜訣 (lines 169–170)
    kSelfOther("bszz.self_other.generate", "世應相生則吉", 169, when(T::SelfOther, i8(S::Generate))),
    kSelfOther("bszz.self_other.control", "世應相克則兇", 169, when(T::SelfOther, i8(S::Control))),
    kSelfOther("bszz.self_other.same", "世應比和事卻中", 169, when(T::SelfOther, i8(S::Same))),
    kSelfOther("bszz.self_other.other_moves", "應動他人反變", 170, when(T::OtherMoving)),
    kSelfOther("bszz.self_other.other_void", "應空他意難同", 170, when(T::OtherVoid)),
    kSelfOther("bszz.self_other.self_idle", "世空世動我心慵，只恐自家懶動", 170, when(T::SelfVoidOrMoving)),

    // 卦身喜忌訣 (lines 173–175)
    kBody("bszz.body.offspring", "身臨福德不見官，所憂必竟變成歡", 173, when(T::BodyRelation, i8(R::Offspring)), absent(R::Officer)),
    kBody("bszz.body.dragon", "身臨原用與青龍，定期喜事入門中", 174, when(T::BodyRoleSpirit, kUsefulOrSource, maskOf({AzureDragon}))),
    kBody("bszz.body.horse", "若逢驛馬身爻動，出路求謀事事通", 174, when(T::BodyHorseMoving)),
    kBody("bszz.body.void", "身爻切忌入空亡，作事難成且守常", 175, when(T::BodyVoid)),
    kBody("bszz.body.hurt", "刑傷破絕皆為忌，勸君安分守家邦", 175, when(T::BodyHurt)),

    // 飛伏生克吉兇歌 (lines 178–179), of the 用神 taken from a 伏神
    kFeiFu("bszz.feifu.emerges", "伏克飛神為出暴", 178, when(T::UsefulFeiFu, i8(FeiFu::Emerges))),
    kFeiFu("bszz.feifu.suppressed", "飛來克伏反傷身", 178, when(T::UsefulFeiFu, i8(FeiFu::Suppressed))),
    kFeiFu("bszz.feifu.drains", "伏去生飛名泄氣", 178, when(T::UsefulFeiFu, i8(FeiFu::Drains))),
    kFeiFu("bszz.feifu.nourished", "飛來生伏得長生", 178, when(T::UsefulFeiFu, i8(FeiFu::Nourished))),
    kFeiFu("bszz.feifu.useful_hurt", "用見飛傷伏不寧", 179, when(T::UsefulFeiFu, i8(FeiFu::Suppressed))),
    kFeiFu("bszz.feifu.comes_out", "伏藏出現審來因", 179, when(T::UsefulEmerges)),

    // 六爻安靜訣 (lines 185–186)
    kStill("bszz.all_still", "卦遇六爻安靜，當看用與日辰", 185, when(T::AllStill)),
    kStill("bszz.all_still.day_controls", "日辰克用及相刑，作事宜當謹慎", 185, when(T::AllStill), when(T::DayControlsUseful, 1)),
    kStill("bszz.all_still.taboo_on_self", "更在世應推究，忌神切莫加臨", 186, when(T::AllStill),
           roles(T::RoleOnSelfOrOther, {Role::Taboo})),
    kStill("bszz.all_still.useful_on_self", "世應臨用及原神，作事斷然昌盛", 186, when(T::AllStill),
           when(T::RoleOnSelfOrOther, kUsefulOrSource)),

    // 六爻亂動訣 (line 189)
    corrected(kChaotic("bszz.chaotic", "六爻亂動事難明，須向宮中看用神", 189, when(T::ChaoticMoving)),
              "六爻亂動事難明，須向?qū)m中看用神"),
    kChaotic("bszz.chaotic.useful_weak", "用若休囚遭克害，須知此事費精神", 189, when(T::ChaoticMoving),
             role(T::RoleWeak, Role::Useful), {}, 0, role(T::RoleControlled, Role::Useful)),

    // 忌神歌, 原神歌 (lines 192, 195)
    kTaboo("bszz.taboo_moving", "看卦先須看忌神，忌神宜靜不宜興", 192, role(T::RoleMoving, Role::Taboo)),
    kTaboo("bszz.taboo.controlled", "忌神急要逢傷克", 192, role(T::RoleControlled, Role::Taboo)),
    kTaboo("bszz.taboo.generated", "若遇生扶用受刑", 192, role(T::RoleGenerated, Role::Taboo)),
    kSource("bszz.source_moving", "原神發動志揚揚，用伏藏兮也不妨", 195, role(T::RoleMoving, Role::Source)),
    kSource("bszz.source.thriving", "須要生扶兼旺相", 195, role(T::RoleThriving, Role::Source)),
    kSource("bszz.source.hurt", "最嫌化克及逢傷", 195, role(T::RoleHurt, Role::Source)),

    // 用神不上卦訣 (line 198)
    kAbsent("bszz.absent.hidden", "正卦如無變又無，就將首卦六親攻", 198, when(T::UsefulHidden)),
    kAbsent("bszz.absent.generated", "動爻生用終須吉", 198, when(T::UsefulHidden), when(T::MovingGeneratesUseful)),
    kAbsent("bszz.absent.controlled", "若遇交重克用兇", 198, when(T::UsefulHidden), when(T::MovingControlsUseful)),

    // 用神空亡訣 (lines 201–202)
    kVoid("bszz.void.active", "發動逢沖不謂空", 201, when(T::UsefulVoidActive)),
    kVoid("bszz.void.still_controlled", "靜空遇克卻為空", 201, when(T::UsefulVoidStillControlled)),
    kVoid("bszz.void.taboo", "忌神最喜逢空吉", 201, roles(T::RoleVoid, {Role::Taboo})),
    kVoid("bszz.void.useful_source", "用與原神不可空", 201, when(T::RoleVoid, kUsefulOrSource)),
    kVoid("bszz.void.true", "春土夏金秋樹木，三冬逢火是真空", 202, when(T::UsefulTrueVoid)),
    kVoid("bszz.void.true_hurt", "旬空又值真空象，再遇爻傷到底空", 202, when(T::UsefulTrueVoidHurt)),

    // 用神發動訣 (line 205), 日辰訣 (line 208)
    kUsefulMoving("bszz.useful_moving", "用爻發動在宮中，縱值休囚亦不兇", 205, role(T::RoleMoving, Role::Useful)),
    kUsefulMoving("bszz.useful_moving.thriving", "更得生扶兼旺相，管教作事永亨通", 205, role(T::RoleMoving, Role::Useful),
                  role(T::RoleThriving, Role::Useful)),
    kDay("bszz.day.controls", "日辰克用不堪親", 208, when(T::DayControlsUseful, 0)),
    kDay("bszz.day.generates", "日辰與用相生合，作事何愁不稱心", 208, when(T::DayGeneratesUseful)),

    // 六親發動訣 (lines 211–220)
    kMoving("bszz.moving.parent.any", "父動當頭克子孫", 211, moving(R::Parent)),
    kMoving("bszz.moving.parent.illness", "病人無藥主昏沉", 211, moving(R::Parent), {}, cats({Q::Illness, Q::Medicine})),
    kMoving("bszz.moving.parent.kin", "姻親子息應難得", 211, moving(R::Parent), {}, cats({Q::Marriage, Q::Heirs, Q::Childbirth})),
    kMoving("bszz.moving.parent.trade", "買賣勞心利不存", 211, moving(R::Parent), {}, cats({Q::Wealth})),
    kMoving("bszz.moving.parent.letters", "觀望行人書信動", 212, moving(R::Parent), {}, cats({Q::Traveller, Q::Documents})),
    kMoving("bszz.moving.parent.lawsuit", "論官下狀理先分", 212, moving(R::Parent), {}, cats({Q::Lawsuit})),
    kMoving("bszz.moving.parent.exam", "士人科舉登金榜", 212, moving(R::Parent), {}, cats({Q::Exam, Q::Career})),
    kMoving("bszz.moving.parent.lost", "失物逃亡要訴論", 212, moving(R::Parent), {}, cats({Q::LostItem})),
    kMoving("bszz.moving.offspring.any", "子孫發動傷官鬼", 213, moving(R::Offspring)),
    kMoving("bszz.moving.offspring.illness", "占病求醫身便痊", 213, moving(R::Offspring), {}, cats({Q::Illness, Q::Medicine})),
    kMoving("bszz.moving.offspring.trade", "行人買賣身康泰", 213, moving(R::Offspring), {}, cats({Q::Traveller, Q::Wealth})),
    kMoving("bszz.moving.offspring.marriage", "婚姻喜美是前緣", 213, moving(R::Offspring), {}, cats({Q::Marriage})),
    kMoving("bszz.moving.offspring.birth", "產婦當生子易養", 214, moving(R::Offspring), {}, cats({Q::Childbirth})),
    kMoving("bszz.moving.offspring.lawsuit", "詞訟私和不到官", 214, moving(R::Offspring), {}, cats({Q::Lawsuit})),
    kMoving("bszz.moving.offspring.career", "謁貴求名休進用", 214, moving(R::Offspring), {}, cats({Q::Audience, Q::Career, Q::Exam})),
    kMoving("bszz.moving.officer.any", "官鬼從來克兄弟", 215, moving(R::Officer)),
    kMoving("bszz.moving.officer.marriage", "婚姻未就生疑滯", 215, moving(R::Officer), {}, cats({Q::Marriage})),
    kMoving("bszz.moving.officer.illness", "病困門庭禍崇來", 215, moving(R::Officer), {}, cats({Q::Illness, Q::Home})),
    kMoving("bszz.moving.officer.travel", "出外逃亡定見災", 216, moving(R::Officer), {}, cats({Q::Travel})),
    kMoving("bszz.moving.officer.lawsuit", "詞訟官非有囚系", 216, moving(R::Officer), {}, cats({Q::Lawsuit})),
    kMoving("bszz.moving.officer.trade", "買賣財輕賭博輸", 216, moving(R::Officer), {}, cats({Q::Wealth})),
    kMoving("bszz.moving.officer.lost", "失脫難尋多暗昧", 216, moving(R::Officer), {}, cats({Q::LostItem})),
    kMoving("bszz.moving.wealth.any", "財爻發動克文書", 217, moving(R::Wealth)),
    kMoving("bszz.moving.wealth.exam", "應舉求名總是虛", 217, moving(R::Wealth), {}, cats({Q::Exam, Q::Career})),
    kMoving("bszz.moving.wealth.trade", "將本經營為大吉", 217, moving(R::Wealth), {}, cats({Q::Wealth})),
    kMoving("bszz.moving.wealth.marriage", "親姻如意樂無虞", 217, moving(R::Wealth), {}, cats({Q::Marriage})),
    kMoving("bszz.moving.wealth.traveller", "行人在外身將動", 218, moving(R::Wealth), {}, cats({Q::Traveller})),
    kMoving("bszz.moving.wealth.birth", "產婦求產身脫除", 218, moving(R::Wealth), {}, cats({Q::Childbirth})),
    kMoving("bszz.moving.wealth.lost", "失物靜安家未出", 218, moving(R::Wealth), {}, cats({Q::LostItem})),
    kMoving("bszz.moving.wealth.illness", "病人傷胃更傷脾", 218, moving(R::Wealth), {}, cats({Q::Illness})),
    kMoving("bszz.moving.sibling.any", "兄弟交重克了財", 219, moving(R::Sibling)),
    kMoving("bszz.moving.sibling.illness", "病人難愈未離災", 219, moving(R::Sibling), {}, cats({Q::Illness})),
    kMoving("bszz.moving.sibling.exam", "應舉奪標為忌客", 219, moving(R::Sibling), {}, cats({Q::Exam})),
    kMoving("bszz.moving.sibling.lawsuit", "官非陰賊耗錢財", 219, moving(R::Sibling), {}, cats({Q::Lawsuit})),
    kMoving("bszz.moving.sibling.traveller", "出路行人便未來", 220, moving(R::Sibling), {}, cats({Q::Traveller, Q::Travel})),
    kMoving("bszz.moving.sibling.trade", "貨物經商消折本", 220, moving(R::Sibling), {}, cats({Q::Wealth})),
    kMoving("bszz.moving.sibling.marriage", "買婢求妻事不諧", 220, moving(R::Sibling), {}, cats({Q::Marriage})),

    // 六親變化歌 (lines 223–227)
    kChange("bszz.change.parent.advance", "父母化父母，進神文書許", 223, advances(R::Parent)),
    kChange("bszz.change.parent.offspring", "化子不傷丁", 223, changes(R::Parent, R::Offspring)),
    kChange("bszz.change.parent.officer", "化鬼官遷舉", 223, changes(R::Parent, R::Officer)),
    kChange("bszz.change.parent.wealth", "化財宅長憂", 223, changes(R::Parent, R::Wealth)),
    kChange("bszz.change.parent.sibling", "兄弟為泄氣", 223, changes(R::Parent, R::Sibling)),
    kChange("bszz.change.offspring.retreat", "子孫化退神，人財不稱情", 224, retreats(R::Offspring)),
    kChange("bszz.change.offspring.parent", "化父田蠶敗", 224, changes(R::Offspring, R::Parent)),
    kChange("bszz.change.offspring.wealth", "化財加倍榮", 224, changes(R::Offspring, R::Wealth)),
    kChange("bszz.change.offspring.officer", "化鬼憂生產", 224, changes(R::Offspring, R::Officer)),
    kChange("bszz.change.offspring.sibling", "兄弟謂相生", 224, changes(R::Offspring, R::Sibling)),
    kChange("bszz.change.officer.advance", "官化進神祿，求官應疾速", 225, advances(R::Officer)),
    kChange("bszz.change.officer.wealth", "化財占病兇", 225, changes(R::Officer, R::Wealth), {}, cats({Q::Illness})),
    kChange("bszz.change.officer.parent", "化父文書遂", 225, changes(R::Officer, R::Parent)),
    kChange("bszz.change.officer.offspring", "化子必傷官", 225, changes(R::Officer, R::Offspring)),
    kChange("bszz.change.officer.sibling", "化兄家不睦", 225, changes(R::Officer, R::Sibling)),
    kChange("bszz.change.wealth.advance", "妻財化進神，錢財入宅來", 226, advances(R::Wealth)),
    kChange("bszz.change.wealth.officer", "化官憂戚戚", 226, changes(R::Wealth, R::Officer)),
    kChange("bszz.change.wealth.offspring", "化子笑哈哈", 226, changes(R::Wealth, R::Offspring)),
    kChange("bszz.change.wealth.parent", "化父宜家長", 226, changes(R::Wealth, R::Parent)),
    kChange("bszz.change.wealth.sibling", "化兄當破財", 226, changes(R::Wealth, R::Sibling)),
    kChange("bszz.change.sibling.retreat", "兄弟化退神，凡占無所忌", 227, retreats(R::Sibling)),
    kChange("bszz.change.sibling.parent", "化父妾奴驚", 227, changes(R::Sibling, R::Parent)),
    kChange("bszz.change.sibling.wealth", "化財財未遂", 227, changes(R::Sibling, R::Wealth)),
    kChange("bszz.change.sibling.officer", "化官弟有災", 227, changes(R::Sibling, R::Officer)),
    kChange("bszz.change.sibling.offspring", "化子卻如意", 227, changes(R::Sibling, R::Offspring)),

    // 六獸歌斷 (lines 230–235)
    kBeasts("bszz.beasts.dragon.useful", "發動青龍附用通，進財進祿福無窮", 230, spirit(AzureDragon, At::Useful)),
    kBeasts("bszz.beasts.dragon.taboo", "臨仇遇忌都無益，酒色成災在此中", 230, spirit(AzureDragon, At::EnemyOrTaboo)),
    kBeasts("bszz.beasts.bird", "朱雀交重文印旺", 231, spirit(VermilionBird)),
    kBeasts("bszz.beasts.bird.quarrels", "是非口舌皆因此", 231, spirit(VermilionBird)),
    kBeasts("bszz.beasts.bird.self", "動出生身卻利公", 231, spirit(VermilionBird, At::GeneratesSelf)),
    kBeasts("bszz.beasts.hook", "勾陳發動憂田土", 232, spirit(HookChen)),
    kBeasts("bszz.beasts.hook.taboo", "累歲迍邅為忌逢", 232, spirit(HookChen, At::Taboo)),
    kBeasts("bszz.beasts.hook.useful", "生用有情方是吉", 232, spirit(HookChen, At::GeneratesUseful)),
    kBeasts("bszz.beasts.hook.still", "若然安靜不迷蒙", 232, when(T::SpiritStill, maskOf({HookChen}))),
    kBeasts("bszz.beasts.serpent.officer", "螣蛇鬼克憂縈絆，怪夢陰魔暗里攻", 233, spirit(SoaringSerpent, At::Officer)),
    kBeasts("bszz.beasts.serpent.tomb", "持墓落空休道吉，逢沖之日莫逃兇", 233, spirit(SoaringSerpent, At::TombOrVoid)),
    kBeasts("bszz.beasts.tiger", "白虎交重喪惡事", 234, spirit(WhiteTiger)),
    kBeasts("bszz.beasts.tiger.lawsuit", "官司病患必成兇", 234, spirit(WhiteTiger), {}, cats({Q::Lawsuit, Q::Illness})),
    kBeasts("bszz.beasts.tiger.metal", "持金動克妨人口", 234, spirit(WhiteTiger, At::Metal)),
    kBeasts("bszz.beasts.tortoise", "玄武動搖多暗昧", 235, spirit(BlackTortoise)),
    kBeasts("bszz.beasts.tortoise.officer", "若臨官鬼賊交攻", 235, spirit(BlackTortoise, At::Officer)),
    kBeasts("bszz.beasts.tortoise.self", "有情生世邪無犯", 235, spirit(BlackTortoise, At::GeneratesSelf)),
    kBeasts("bszz.beasts.tortoise.taboo", "仇忌臨之奸盜兇", 235, spirit(BlackTortoise, At::EnemyOrTaboo)),
};

} // namespace

std::span<const Verse> verses000() { return kVerses; }

} // namespace najia
