<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="zh_TW">
<context>
    <name>CalibrationView</name>
    <message>
        <location filename="../src/app/calibrationview.cpp" line="66" />
        <source>No sealed judgment is settled yet: seal a judgment before the outcome (Cases tab), then settle the outcome.</source>
        <translation>尚無已定結果的封存判斷：先在結果未知時封存判斷（卦例分頁），結果出來後再記下。</translation>
    </message>
    <message>
        <location filename="../src/app/calibrationview.cpp" line="68" />
        <source>%1 sealed judgment(s) settled, %2 held. Brier score %3 (0 is best; always 50 % scores 0.250), log loss %4 (0 is best; always 50 % scores 0.693).</source>
        <translation>已定結果的封存判斷 %1 例，應驗 %2 例。布賴爾分數 %3（0 最佳；每次都說 50% 得 0.250），對數損失 %4（0 最佳；每次都說 50% 得 0.693）。</translation>
    </message>
    <message>
        <location filename="../src/app/calibrationview.cpp" line="72" />
        <source>The reading's own verdict on the same cases: %1 of %2 held (%3 %, 95 % interval %4–%5 %); it states no confidence, so it has no Brier score.</source>
        <translation>同一批卦例中斷卦自身的判斷：%2 例中 %1 例應驗（%3%，95% 區間 %4–%5%）；斷卦不言信心，故無布賴爾分數。</translation>
    </message>
    <message>
        <location filename="../src/app/calibrationview.cpp" line="78" />
        <source>應期: no fulfilled case has a sealed window and a settled date.</source>
        <translation>應期：沒有既封存應期範圍又記有結果日期的應驗卦例。</translation>
    </message>
    <message>
        <location filename="../src/app/calibrationview.cpp" line="79" />
        <source>應期: %1 of %2 fulfilled case(s) with a sealed window were settled inside it; mean error %3 days (from the window to the day the outcome was settled).</source>
        <translation>應期：封存了應期範圍的應驗卦例 %2 例，其中 %1 例在範圍內應驗；平均誤差 %3 日（由範圍到結果記下之日）。</translation>
    </message>
    <message>
        <location filename="../src/app/calibrationview.cpp" line="86" />
        <source>Category or quarter</source>
        <translation>占類或季度</translation>
    </message>
    <message>
        <location filename="../src/app/calibrationview.cpp" line="86" />
        <source>Judged</source>
        <translation>封存判斷數</translation>
    </message>
    <message>
        <location filename="../src/app/calibrationview.cpp" line="86" />
        <source>Held</source>
        <translation>應驗</translation>
    </message>
    <message>
        <location filename="../src/app/calibrationview.cpp" line="86" />
        <source>Brier</source>
        <translation>布賴爾分數</translation>
    </message>
    <message>
        <location filename="../src/app/calibrationview.cpp" line="86" />
        <source>Log loss</source>
        <translation>對數損失</translation>
    </message>
    <message>
        <location filename="../src/app/calibrationview.cpp" line="89" />
        <source>%1, quarter %2</source>
        <translation>%1 年第 %2 季</translation>
    </message>
</context>
<context>
    <name>Casebook</name>
    <message>
        <location filename="../src/base/casebook/casebook_stale.cpp" line="23" />
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <location filename="../src/base/casebook/casebook_stale.cpp" line="56" />
        <source>no longer computes</source>
        <translation>已無法起卦</translation>
    </message>
    <message>
        <location filename="../src/base/casebook/casebook_stale.cpp" line="57" />
        <source>hexagrams changed</source>
        <translation>卦已不同</translation>
    </message>
    <message>
        <location filename="../src/base/casebook/casebook_stale.cpp" line="58" />
        <source>用神 taken</source>
        <translation>取用神</translation>
    </message>
    <message>
        <location filename="../src/base/casebook/casebook_stale.cpp" line="59" />
        <source>strength</source>
        <translation>旺衰</translation>
    </message>
    <message>
        <location filename="../src/base/casebook/casebook_stale.cpp" line="60" />
        <source>rescue</source>
        <translation>救</translation>
    </message>
    <message>
        <location filename="../src/base/casebook/casebook_stale.cpp" line="61" />
        <source>verdict</source>
        <translation>吉凶</translation>
    </message>
    <message>
        <location filename="../src/base/casebook/casebook_stale.cpp" line="63" />
        <source>findings</source>
        <translation>斷語</translation>
    </message>
    <message>
        <location filename="../src/base/casebook/casebook_stale.cpp" line="66" />
        <source>rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <location filename="../src/base/casebook/casebook_stale.cpp" line="70" />
        <source>stored reading differs in</source>
        <translation>所存判讀不同之處</translation>
    </message>
</context>
<context>
    <name>CasebookModel</name>
    <message>
        <location filename="../src/app/casebookmodel.cpp" line="68" />
        <source>The stored reading differs from this version's: %1</source>
        <translation>所存的判讀與此版不同：%1</translation>
    </message>
    <message>
        <location filename="../src/app/casebookmodel.cpp" line="73" />
        <source>no moment</source>
        <translation>無時刻</translation>
    </message>
    <message>
        <location filename="../src/app/casebookmodel.cpp" line="89" />
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../src/app/casebookmodel.cpp" line="90" />
        <source>Question</source>
        <translation>問題</translation>
    </message>
    <message>
        <location filename="../src/app/casebookmodel.cpp" line="91" />
        <source>Hexagrams</source>
        <translation>卦</translation>
    </message>
    <message>
        <location filename="../src/app/casebookmodel.cpp" line="92" />
        <source>Category</source>
        <translation>占類</translation>
    </message>
    <message>
        <location filename="../src/app/casebookmodel.cpp" line="93" />
        <source>Useful god</source>
        <translation>用神</translation>
    </message>
    <message>
        <location filename="../src/app/casebookmodel.cpp" line="94" />
        <source>Outcome</source>
        <translation>結果</translation>
    </message>
    <message>
        <location filename="../src/app/casebookmodel.cpp" line="95" />
        <source>Tags</source>
        <translation>標籤</translation>
    </message>
    <message>
        <location filename="../src/app/casebookmodel.cpp" line="96" />
        <source>Stale</source>
        <translation>已過時</translation>
    </message>
</context>
<context>
    <name>CasebookPlots</name>
    <message>
        <location filename="../src/app/casebookplots.cpp" line="172" />
        <source>Hit rates</source>
        <translation>應驗率</translation>
    </message>
    <message>
        <location filename="../src/app/casebookplots.cpp" line="173" />
        <source>Cases per month</source>
        <translation>每月卦例</translation>
    </message>
    <message>
        <location filename="../src/app/casebookplots.cpp" line="175" />
        <source>Plot</source>
        <translation>圖示</translation>
    </message>
    <message>
        <location filename="../src/app/casebookplots.cpp" line="182" />
        <source>finding kinds</source>
        <translation>斷語類別</translation>
    </message>
    <message>
        <location filename="../src/app/casebookplots.cpp" line="182" />
        <source>rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <location filename="../src/app/casebookplots.cpp" line="207" />
        <source>Fulfilled share of decided cases per rule (%1 with the most cases)</source>
        <translation>各規則之已定卦例應驗比例（卦例最多的 %1 條）</translation>
    </message>
    <message>
        <location filename="../src/app/casebookplots.cpp" line="208" />
        <source>Fulfilled share of decided cases per finding kind (%1 with the most cases)</source>
        <translation>各類斷語之已定卦例應驗比例（卦例最多的 %1 類）</translation>
    </message>
</context>
<context>
    <name>CasebookWindow</name>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="84" />
        <source>Search: words, or hex:觀 is:six_clash finding:void@useful outcome:應驗 tag:… (OR, NOT, ( ))</source>
        <translation>搜尋：文字，或 hex:觀 is:six_clash finding:void@useful outcome:應驗 tag:…（OR、NOT、( )）</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="87" />
        <source>Save Search…</source>
        <translation>儲存搜尋…</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="88" />
        <source>Import Files…</source>
        <translation>匯入檔案…</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="89" />
        <source>Import Folder…</source>
        <translation>匯入資料夾…</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="90" />
        <source>Export…</source>
        <translation>匯出…</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="93" />
        <source>Selected Cases</source>
        <translation>選取的卦例</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="93" />
        <source>All Listed Cases</source>
        <translation>列出的全部卦例</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="98" />
        <source>As JSON Lines…</source>
        <translation>存為 JSON Lines…</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="99" />
        <source>As CSV…</source>
        <translation>存為 CSV…</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="100" />
        <source>As .najia Files in a Folder…</source>
        <translation>存為資料夾中的 .najia 檔案…</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="103" />
        <source>Open Casebook…</source>
        <translation>開啟案卷…</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="131" />
        <source>Settled on</source>
        <translation>定案日期</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="142" />
        <source>space-separated</source>
        <translation>以空格分隔</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="143" />
        <source>Save</source>
        <translation>儲存</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="145" />
        <source>Open Chart</source>
        <translation>開啟卦盤</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="146" />
        <source>Seal Judgment…</source>
        <translation>封存判斷…</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="152" />
        <source>Show Thread</source>
        <translation>顯示卦串</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="153" />
        <source>Link to Case…</source>
        <translation>連至卦例…</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="155" />
        <source>Unlink</source>
        <translation>取消連結</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="172" />
        <source>Outcome</source>
        <translation>結果</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="173" />
        <source>What happened</source>
        <translation>實際結果</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="174" />
        <source>Matched timing (應期)</source>
        <translation>應期</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="175" />
        <source>Sealed</source>
        <translation>已封存</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="176" />
        <location filename="../src/app/casebookwindow.cpp" line="242" />
        <source>Thread</source>
        <translation>卦串</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="177" />
        <source>Tags</source>
        <translation>標籤</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="204" />
        <source>Group by</source>
        <translation>分組依據</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="206" />
        <source>Bars: fulfilled share of decided cases (應驗 ÷ 應驗+不驗), whisker the 95 % Wilson interval, red tick the base rate of the same cases.</source>
        <translation>長條：已定卦例中應驗的比例（應驗 ÷ 應驗+不驗），橫線為 95% 威爾遜區間，紅線為同組卦例的基準率。</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="240" />
        <source>Cases</source>
        <translation>卦例</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="241" />
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="244" />
        <source>Calibration</source>
        <translation>校準</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="247" />
        <source>Replay</source>
        <translation>回測</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="308" />
        <source>nothing</source>
        <translation>不分組</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="308" />
        <source>category</source>
        <translation>占類</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="308" />
        <source>preset</source>
        <translation>流派</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="322" />
        <source>Casebook — %1</source>
        <translation>案卷 — %1</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="322" />
        <source> (read-only)</source>
        <translation>（唯讀）</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="340" />
        <source>Cannot compare the stored readings: %1</source>
        <translation>無法比對所存的判讀：%1</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="346" />
        <source>Comparing the stored readings with this version's: %1 case(s) so far</source>
        <translation>正以此版比對所存的判讀：已比對 %1 則</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="369" />
        <source>%1 case(s)</source>
        <translation>%1 則卦例</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="371" />
        <source> of %1</source>
        <translation>，共 %1</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="373" />
        <source>Filter: %1</source>
        <translation>篩選：%1</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="387" />
        <source>Named searches</source>
        <translation>已存搜尋</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="402" />
        <source>Finding or rule</source>
        <translation>斷語或規則</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="402" />
        <source>Group</source>
        <translation>分組</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="402" />
        <source>Decided</source>
        <translation>已定</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="402" />
        <source>Fulfilled</source>
        <translation>應驗</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="403" />
        <source>Hit rate (bar: 0–100 %)</source>
        <translation>應驗率（長條：0–100%）</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="403" />
        <source>95 % interval</source>
        <translation>95% 區間</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="403" />
        <source>Base rate</source>
        <translation>基準率</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="436" />
        <source>Statistics over %1 case(s), %2 decided</source>
        <translation>統計 %1 則卦例，已定 %2 則</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="455" />
        <source>Cannot score the sealed judgments: %1</source>
        <translation>無法為封存判斷計分：%1</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="508" />
        <source>Case %1 cannot be read: %2</source>
        <translation>卦例 %1 無法讀取：%2</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="508" />
        <location filename="../src/app/casebookwindow.cpp" line="605" />
        <source>No case selected.</source>
        <translation>未選卦例。</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="562" />
        <location filename="../src/app/casebookwindow.cpp" line="627" />
        <location filename="../src/app/casebookwindow.cpp" line="636" />
        <location filename="../src/app/casebookwindow.cpp" line="647" />
        <location filename="../src/app/casebookwindow.cpp" line="676" />
        <source>Casebook</source>
        <translation>案卷</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="562" />
        <source>Cannot save the case.

%1</source>
        <translation>無法儲存卦例。

%1</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="575" />
        <source>Favourable</source>
        <translation>吉</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="575" />
        <source>Unfavourable</source>
        <translation>凶</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="582" />
        <source>not sealed</source>
        <translation>未封存</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="591" />
        <source>Cannot read the thread: %1</source>
        <translation>無法讀取卦串：%1</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="604" />
        <source>this case alone</source>
        <translation>僅此一卦</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="604" />
        <source>cases %1, first cast first</source>
        <translation>卦例 %1（先占者在前）</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="606" />
        <source>The thread of case %1: %2 cast(s) on one matter; dots are the 應期 of each cast, a diamond the day an outcome was settled.</source>
        <translation>卦例 %1 之卦串：同一事共占 %2 卦；圓點為各卦之應期，菱形為結果判定之日。</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="623" />
        <source>Link as a Follow-up</source>
        <translation>連為追問</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="623" />
        <source>This case follows case:</source>
        <translation>此卦追問卦例：</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="627" />
        <source>Cannot link the cases.

%1</source>
        <translation>無法連結卦例。

%1</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="636" />
        <source>Cannot unlink the case.

%1</source>
        <translation>無法取消連結。

%1</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="647" />
        <source>Cannot seal the judgment.

%1</source>
        <translation>無法封存判斷。

%1</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="662" />
        <location filename="../src/app/casebookwindow.cpp" line="665" />
        <source>Save Search</source>
        <translation>儲存搜尋</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="662" />
        <source>Name:</source>
        <translation>名稱：</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="673" />
        <source>Open or Create a Casebook</source>
        <translation>開啟或建立案卷</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="674" />
        <source>Casebooks (*.casebook)</source>
        <translation>案卷 (*.casebook)</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="683" />
        <source>Import a Folder of Charts</source>
        <translation>匯入一個卦資料夾</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="686" />
        <source>Import Charts</source>
        <translation>匯入卦</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="686" />
        <source>Najia charts (*.najia)</source>
        <translation>納甲卦 (*.najia)</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="698" />
        <source>Importing charts…</source>
        <translation>正在匯入…</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="698" />
        <location filename="../src/app/casebookwindow.cpp" line="763" />
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="706" />
        <source>the casebook: %1</source>
        <translation>案卷：%1</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="733" />
        <source>Imported %1 case(s).</source>
        <translation>已匯入 %1 則卦例。</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="734" />
        <source>Updated %1 case(s) already in the casebook.</source>
        <translation>已更新案卷中已有的 %1 則卦例。</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="735" />
        <source>Cancelled: the files after the last batch were not imported.</source>
        <translation>已取消：最後一批之後的檔案未匯入。</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="740" />
        <source>Import</source>
        <translation>匯入</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="740" />
        <source>%1 file(s) could not be imported.</source>
        <translation>%1 個檔案無法匯入。</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="762" />
        <source>no casebook is open</source>
        <translation>未開啟案卷</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="763" />
        <source>Exporting cases…</source>
        <translation>正在匯出…</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="781" />
        <source>No case is selected.</source>
        <translation>未選取卦例。</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="781" />
        <source>No case is listed.</source>
        <translation>沒有列出的卦例。</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="785" />
        <source>Export Cases to a Folder</source>
        <translation>將卦例匯出到資料夾</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="786" />
        <location filename="../src/app/casebookwindow.cpp" line="787" />
        <source>Export Cases</source>
        <translation>匯出卦例</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="786" />
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="787" />
        <source>JSON Lines (*.jsonl)</source>
        <translation>JSON Lines (*.jsonl)</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="791" />
        <source>Export</source>
        <translation>匯出</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="791" />
        <source>Cannot export the cases.

%1</source>
        <translation>無法匯出卦例。

%1</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="794" />
        <source>Exported %1 case(s) to %2.</source>
        <translation>已將 %1 則卦例匯出到 %2。</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="795" />
        <source>Cancelled: %1 case(s) were written to %2.</source>
        <translation>已取消：%1 則卦例已寫入 %2。</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="796" />
        <source>Cancelled: nothing was written.</source>
        <translation>已取消：未寫入任何檔案。</translation>
    </message>
</context>
<context>
    <name>CastPanel</name>
    <message>
        <location filename="../forms/castpanel.ui" line="9" />
        <source>Question</source>
        <translation>問題</translation>
    </message>
    <message>
        <location filename="../forms/castpanel.ui" line="11" />
        <source>&amp;Question:</source>
        <translation>問題(&amp;Q)：</translation>
    </message>
    <message>
        <location filename="../forms/castpanel.ui" line="13" />
        <source>C&amp;ategory:</source>
        <translation>類別(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../forms/castpanel.ui" line="15" />
        <source>A&amp;bout:</source>
        <translation>所問(&amp;B)：</translation>
    </message>
    <message>
        <location filename="../forms/castpanel.ui" line="16" />
        <source>Whom the question is about: it chooses the useful god</source>
        <translation>所問何人：據以取用神</translation>
    </message>
    <message>
        <location filename="../forms/castpanel.ui" line="17" />
        <source>Asker's se&amp;x:</source>
        <translation>問者性別(&amp;X)：</translation>
    </message>
    <message>
        <location filename="../forms/castpanel.ui" line="19" />
        <source>&amp;Illness:</source>
        <translation>病程(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../forms/castpanel.ui" line="20" />
        <source>How long the illness has lasted, where the asker says (recent or long): read for questions of illness, medicine and a doctor</source>
        <translation>病程長短，依問者所言（近病或久病）：占疾病、醫藥、延醫時參看</translation>
    </message>
    <message>
        <location filename="../forms/castpanel.ui" line="21" />
        <source>Deci&amp;ded:</source>
        <translation>後時(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../forms/castpanel.ui" line="22" />
        <source>When the matter is decided, if later than the cast (後時, 易冒): a month, a day or both; the reading weighs the useful god against them</source>
        <translation>事成之時，晚於起卦者（後時，易冒）：月、日或月日，用神以此月日衡其旺衰</translation>
    </message>
    <message>
        <location filename="../forms/castpanel.ui" line="23" />
        <source>N&amp;otes:</source>
        <translation>筆記(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../forms/castpanel.ui" line="24" />
        <source>Judgement, outcome…</source>
        <translation>斷語、應驗…</translation>
    </message>
    <message>
        <location filename="../forms/castpanel.ui" line="30" />
        <source>Moment</source>
        <translation>時間</translation>
    </message>
    <message>
        <location filename="../forms/castpanel.ui" line="32" />
        <source>&amp;At:</source>
        <translation>時刻(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../forms/castpanel.ui" line="43" />
        <source>&amp;Beijing time</source>
        <translation>北京時間(&amp;B)</translation>
    </message>
    <message>
        <location filename="../forms/castpanel.ui" line="43" />
        <source>Read the moment in China's zone (Asia/Shanghai), keeping the instant</source>
        <translation>以中國時區（Asia/Shanghai）顯示同一時刻</translation>
    </message>
    <message>
        <location filename="../forms/castpanel.ui" line="53" />
        <location filename="../forms/castpanel.ui" line="55" />
        <source>Casting method</source>
        <translation>起卦方法</translation>
    </message>
    <message>
        <location filename="../forms/castpanel.ui" line="60" />
        <source>Choose each line's value below.</source>
        <translation>在下方逐爻選擇爻值。</translation>
    </message>
    <message>
        <location filename="../forms/castpanel.ui" line="65" />
        <source>Toss the &amp;coins (six times)</source>
        <translation>擲錢六次(&amp;C)</translation>
    </message>
    <message>
        <location filename="../forms/castpanel.ui" line="70" />
        <source>Face convention</source>
        <translation>錢面約定</translation>
    </message>
    <message>
        <location filename="../forms/castpanel.ui" line="74" />
        <source>&amp;Record this toss</source>
        <translation>記下此擲(&amp;R)</translation>
    </message>
    <message>
        <location filename="../forms/castpanel.ui" line="75" />
        <source>&amp;Undo</source>
        <translation>撤銷(&amp;U)</translation>
    </message>
    <message>
        <location filename="../forms/castpanel.ui" line="81" />
        <source>&amp;Divide the stalks (eighteen changes)</source>
        <translation>揲蓍(十八變)(&amp;D)</translation>
    </message>
    <message>
        <location filename="../forms/castpanel.ui" line="86" />
        <source>Year counted from</source>
        <translation>年起於</translation>
    </message>
    <message>
        <location filename="../forms/castpanel.ui" line="87" />
        <source>Cast from the &amp;moment</source>
        <translation>以時刻起卦(&amp;M)</translation>
    </message>
    <message>
        <location filename="../forms/castpanel.ui" line="92" />
        <source>two or three numbers</source>
        <translation>兩個或三個數</translation>
    </message>
    <message>
        <location filename="../forms/castpanel.ui" line="93" />
        <location filename="../forms/castpanel.ui" line="103" />
        <source>Cast</source>
        <translation>起卦</translation>
    </message>
    <message>
        <location filename="../forms/castpanel.ui" line="98" />
        <source>Primary:</source>
        <translation>本卦：</translation>
    </message>
    <message>
        <location filename="../forms/castpanel.ui" line="100" />
        <source>Changed:</source>
        <translation>變卦：</translation>
    </message>
    <message>
        <location filename="../forms/castpanel.ui" line="36" />
        <source>&amp;Now</source>
        <translation>現在(&amp;N)</translation>
    </message>
    <message>
        <location filename="../forms/castpanel.ui" line="39" />
        <source>&amp;Zone:</source>
        <translation>時區(&amp;Z)：</translation>
    </message>
    <message>
        <location filename="../forms/castpanel.ui" line="46" />
        <source>&amp;Pillars:</source>
        <translation>四柱(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../forms/castpanel.ui" line="114" />
        <source>Lines (top line first)</source>
        <translation>六爻(上爻在上)</translation>
    </message>
    <message>
        <location filename="../src/app/castpanel.cpp" line="484" />
        <source>Line 5</source>
        <translation>五爻</translation>
    </message>
    <message>
        <location filename="../src/app/castpanel.cpp" line="484" />
        <source>Line 4</source>
        <translation>四爻</translation>
    </message>
    <message>
        <location filename="../src/app/castpanel.cpp" line="484" />
        <source>Line 3</source>
        <translation>三爻</translation>
    </message>
    <message>
        <location filename="../src/app/castpanel.cpp" line="484" />
        <source>Line 2</source>
        <translation>二爻</translation>
    </message>
    <message>
        <location filename="../forms/castpanel.ui" line="157" />
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../forms/castpanel.ui" line="159" />
        <source>&amp;Hidden lines:</source>
        <translation>伏神(&amp;H)：</translation>
    </message>
    <message>
        <location filename="../forms/castpanel.ui" line="161" />
        <source>&amp;Body:</source>
        <translation>卦身(&amp;B)：</translation>
    </message>
    <message>
        <location filename="../forms/castpanel.ui" line="163" />
        <source>Changed &amp;relations:</source>
        <translation>變卦六親(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../forms/castpanel.ui" line="165" />
        <source>&amp;School:</source>
        <translation>流派(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../forms/castpanel.ui" line="167" />
        <source>&amp;Useful god:</source>
        <translation>用神(&amp;U)：</translation>
    </message>
    <message>
        <location filename="../forms/castpanel.ui" line="169" />
        <source>&amp;Day starts:</source>
        <translation>換日(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../forms/castpanel.ui" line="176" />
        <source>&amp;Compute chart</source>
        <translation>排盤(&amp;C)</translation>
    </message>
    <message>
        <location filename="../src/app/castpanel.cpp" line="289" />
        <source>Type the primary hexagram's name, or both as in 同人之離.</source>
        <translation>請輸入本卦卦名，或如「同人之離」寫出兩卦。</translation>
    </message>
    <message>
        <location filename="../src/app/castpanel.cpp" line="293" />
        <source>“%1” names both hexagrams already: leave the changed one empty.</source>
        <translation>「%1」已寫出兩卦：變卦一欄請留空。</translation>
    </message>
    <message>
        <location filename="../src/app/castpanel.cpp" line="299" />
        <source>No hexagram is called “%1”.</source>
        <translation>沒有名為「%1」的卦。</translation>
    </message>
    <message>
        <location filename="../src/app/castpanel.cpp" line="303" />
        <source>“%1” could be %2: type more of the name.</source>
        <translation>「%1」可指 %2：請多輸入幾個字。</translation>
    </message>
    <message>
        <location filename="../src/app/castpanel.cpp" line="303" />
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../src/app/castpanel.cpp" line="368" />
        <source>Cannot cast: %1</source>
        <translation>無法起卦：%1</translation>
    </message>
    <message>
        <location filename="../src/app/castpanel.cpp" line="404" />
        <source>Line %1: %2 → %3</source>
        <translation>第%1爻：%2 → %3</translation>
    </message>
    <message>
        <location filename="../src/app/castpanel.cpp" line="386" />
        <source>Toss three coins, set the faces above, and record the toss; six tosses from the bottom line up.</source>
        <translation>擲三枚錢，於上方設定各錢之面，再記下；自初爻起共擲六次。</translation>
    </message>
    <message>
        <location filename="../src/app/castpanel.cpp" line="412" />
        <source>Lines entered by hand.</source>
        <translation>爻值手動輸入。</translation>
    </message>
    <message>
        <location filename="../src/app/castpanel.cpp" line="483" />
        <source>6  old yin ×</source>
        <translation>6  老陰 ×</translation>
    </message>
    <message>
        <location filename="../src/app/castpanel.cpp" line="483" />
        <source>7  young yang</source>
        <translation>7  少陽</translation>
    </message>
    <message>
        <location filename="../src/app/castpanel.cpp" line="483" />
        <source>8  young yin</source>
        <translation>8  少陰</translation>
    </message>
    <message>
        <location filename="../src/app/castpanel.cpp" line="483" />
        <source>9  old yang ○</source>
        <translation>9  老陽 ○</translation>
    </message>
    <message>
        <location filename="../src/app/castpanel.cpp" line="484" />
        <source>Line 1 (初爻)</source>
        <translation>初爻</translation>
    </message>
    <message>
        <location filename="../src/app/castpanel.cpp" line="484" />
        <source>Line 6 (上爻)</source>
        <translation>上爻</translation>
    </message>
    <message>
        <location filename="../src/app/castpanel.cpp" line="510" />
        <source>None chosen</source>
        <translation>未選</translation>
    </message>
    <message>
        <location filename="../src/app/castpanel.cpp" line="524" />
        <source>Enter the line values</source>
        <translation>手動輸入爻值</translation>
    </message>
    <message>
        <location filename="../src/app/castpanel.cpp" line="525" />
        <source>Three coins, random</source>
        <translation>金錢卦(隨機)</translation>
    </message>
    <message>
        <location filename="../src/app/castpanel.cpp" line="526" />
        <source>Three coins, tossed by hand</source>
        <translation>金錢卦(親手擲錢)</translation>
    </message>
    <message>
        <location filename="../src/app/castpanel.cpp" line="527" />
        <source>Yarrow stalks, random</source>
        <translation>蓍草(隨機)</translation>
    </message>
    <message>
        <location filename="../src/app/castpanel.cpp" line="528" />
        <source>Plum blossom: by the moment</source>
        <translation>梅花：時間起卦</translation>
    </message>
    <message>
        <location filename="../src/app/castpanel.cpp" line="529" />
        <source>Plum blossom: by numbers</source>
        <translation>梅花：數字起卦</translation>
    </message>
    <message>
        <location filename="../src/app/castpanel.cpp" line="530" />
        <source>By hexagram names</source>
        <translation>以卦名起卦</translation>
    </message>
    <message>
        <location filename="../src/app/castpanel.cpp" line="531" />
        <source>背 (reverse) counts as yang</source>
        <translation>背為陽</translation>
    </message>
    <message>
        <location filename="../src/app/castpanel.cpp" line="531" />
        <source>字 (inscription) counts as yang</source>
        <translation>字為陽</translation>
    </message>
    <message>
        <location filename="../src/app/castpanel.cpp" line="532" />
        <source>Year from the lunar new year</source>
        <translation>年自正月初一起</translation>
    </message>
    <message>
        <location filename="../src/app/castpanel.cpp" line="532" />
        <source>Year from 立春</source>
        <translation>年自立春起</translation>
    </message>
</context>
<context>
    <name>Category</name>
    <message>
        <location filename="../src/base/document/chart_file.cpp" line="597" />
        <source>Marriage</source>
        <translation>婚姻</translation>
    </message>
    <message>
        <location filename="../src/base/document/chart_file.cpp" line="597" />
        <source>General affairs</source>
        <translation>人事</translation>
    </message>
    <message>
        <location filename="../src/base/document/chart_file.cpp" line="598" />
        <source>Illness</source>
        <translation>疾病</translation>
    </message>
    <message>
        <location filename="../src/base/document/chart_file.cpp" line="598" />
        <source>Wealth</source>
        <translation>求財</translation>
    </message>
    <message>
        <location filename="../src/base/document/chart_file.cpp" line="599" />
        <source>Lawsuits</source>
        <translation>官訟</translation>
    </message>
    <message>
        <location filename="../src/base/document/chart_file.cpp" line="599" />
        <source>Travel</source>
        <translation>出行</translation>
    </message>
    <message>
        <location filename="../src/base/document/chart_file.cpp" line="600" />
        <source>Absent person</source>
        <translation>行人</translation>
    </message>
    <message>
        <location filename="../src/base/document/chart_file.cpp" line="600" />
        <source>Lost things</source>
        <translation>失物</translation>
    </message>
    <message>
        <location filename="../src/base/document/chart_file.cpp" line="601" />
        <source>Childbirth</source>
        <translation>產育</translation>
    </message>
    <message>
        <location filename="../src/base/document/chart_file.cpp" line="601" />
        <source>Career and office</source>
        <translation>功名</translation>
    </message>
    <message>
        <location filename="../src/base/document/chart_file.cpp" line="602" />
        <source>Home</source>
        <translation>家宅</translation>
    </message>
    <message>
        <location filename="../src/base/document/chart_file.cpp" line="602" />
        <source>Weather</source>
        <translation>天時</translation>
    </message>
    <message>
        <location filename="../src/base/document/chart_file.cpp" line="604" />
        <source>Medicine</source>
        <translation>醫藥</translation>
    </message>
    <message>
        <location filename="../src/base/document/chart_file.cpp" line="604" />
        <source>Examination</source>
        <translation>考試</translation>
    </message>
    <message>
        <location filename="../src/base/document/chart_file.cpp" line="605" />
        <source>Heirs</source>
        <translation>子嗣</translation>
    </message>
    <message>
        <location filename="../src/base/document/chart_file.cpp" line="605" />
        <source>Documents</source>
        <translation>文書</translation>
    </message>
    <message>
        <location filename="../src/base/document/chart_file.cpp" line="606" />
        <source>Audience</source>
        <translation>謁貴</translation>
    </message>
    <message>
        <location filename="../src/base/document/chart_file.cpp" line="606" />
        <source>Grave</source>
        <translation>墳墓</translation>
    </message>
    <message>
        <location filename="../src/base/document/chart_file.cpp" line="607" />
        <source>Lifespan</source>
        <translation>壽元</translation>
    </message>
    <message>
        <location filename="../src/base/document/chart_file.cpp" line="607" />
        <source>Safety</source>
        <translation>安危</translation>
    </message>
    <message>
        <location filename="../src/base/document/chart_file.cpp" line="609" />
        <source>Fine weather</source>
        <translation>天時晴</translation>
    </message>
    <message>
        <location filename="../src/base/document/chart_file.cpp" line="609" />
        <source>Rain</source>
        <translation>天時雨</translation>
    </message>
    <message>
        <location filename="../src/base/document/chart_file.cpp" line="610" />
        <source>Wind</source>
        <translation>天時風</translation>
    </message>
    <message>
        <location filename="../src/base/document/chart_file.cpp" line="610" />
        <source>Thunder</source>
        <translation>天時雷</translation>
    </message>
    <message>
        <location filename="../src/base/document/chart_file.cpp" line="611" />
        <source>News</source>
        <translation>音信</translation>
    </message>
    <message>
        <location filename="../src/base/document/chart_file.cpp" line="611" />
        <source>Fortune</source>
        <translation>身命</translation>
    </message>
    <message>
        <location filename="../src/base/document/chart_file.cpp" line="612" />
        <source>Worry</source>
        <translation>憂疑</translation>
    </message>
    <message>
        <location filename="../src/base/document/chart_file.cpp" line="612" />
        <source>Doctor</source>
        <translation>延醫</translation>
    </message>
    <message>
        <location filename="../src/base/document/chart_file.cpp" line="613" />
        <source>Tutor</source>
        <translation>延師</translation>
    </message>
    <message>
        <location filename="../src/base/document/chart_file.cpp" line="613" />
        <source>Loan</source>
        <translation>借貸</translation>
    </message>
    <message>
        <location filename="../src/base/document/chart_file.cpp" line="614" />
        <source>Trade</source>
        <translation>買賣</translation>
    </message>
    <message>
        <location filename="../src/base/document/chart_file.cpp" line="614" />
        <source>Livestock</source>
        <translation>六畜</translation>
    </message>
    <message>
        <location filename="../src/base/document/chart_file.cpp" line="615" />
        <source>Spirits</source>
        <translation>鬼神</translation>
    </message>
    <message>
        <location filename="../src/base/document/chart_file.cpp" line="615" />
        <source>Boat</source>
        <translation>舟船</translation>
    </message>
    <message>
        <location filename="../src/base/document/chart_file.cpp" line="616" />
        <source>Corpse</source>
        <translation>屍首</translation>
    </message>
    <message>
        <location filename="../src/base/document/chart_file.cpp" line="616" />
        <source>Thief</source>
        <translation>盜賊</translation>
    </message>
    <message>
        <location filename="../src/base/document/chart_file.cpp" line="617" />
        <source>Fair wind</source>
        <translation>順風</translation>
    </message>
    <message>
        <location filename="../src/base/document/chart_file.cpp" line="617" />
        <source>Wager</source>
        <translation>博戲</translation>
    </message>
    <message>
        <location filename="../src/base/document/chart_file.cpp" line="618" />
        <source>Impeachment</source>
        <translation>防劾</translation>
    </message>
</context>
<context>
    <name>ChartFile</name>
    <message>
        <location filename="../src/base/document/chart_file.cpp" line="142" />
        <source>"cast.provenance" was cast at %1 (%2), the "moment" is %3 (%4)</source>
        <translation>「cast.provenance」記錄的起卦時刻是 %1（%2），「moment」卻是 %3（%4）</translation>
    </message>
    <message>
        <location filename="../src/base/document/chart_file.cpp" line="549" />
        <location filename="../src/base/document/chart_file.cpp" line="560" />
        <source>%1 is not valid JSON (%2 at byte %3)</source>
        <translation>%1 的內容無法解析（第 %3 位元組：%2）</translation>
    </message>
    <message>
        <location filename="../src/base/json/json_fields.cpp" line="114" />
        <source>unknown key "%1" ignored</source>
        <translation>未知的鍵 "%1"，已略過</translation>
    </message>
</context>
<context>
    <name>ChartSheet</name>
    <message>
        <location filename="../src/app/chartsheet.cpp" line="43" />
        <source>lines entered by hand</source>
        <translation>爻值手動輸入</translation>
    </message>
    <message>
        <location filename="../src/app/chartsheet.cpp" line="45" />
        <source>hidden lines from the palace head (missing relations)</source>
        <translation>伏神取首卦所缺六親</translation>
    </message>
    <message>
        <location filename="../src/app/chartsheet.cpp" line="46" />
        <source>hidden lines: all six of the palace head</source>
        <translation>伏神取首卦六爻</translation>
    </message>
    <message>
        <location filename="../src/app/chartsheet.cpp" line="47" />
        <source>hidden lines by trigram pairs (易隱)</source>
        <translation>伏神依八卦互伏(易隱)</translation>
    </message>
    <message>
        <location filename="../src/app/chartsheet.cpp" line="49" />
        <source>body by month (月卦身)</source>
        <translation>卦身用月卦身</translation>
    </message>
    <message>
        <location filename="../src/app/chartsheet.cpp" line="49" />
        <source>body by self line (世身)</source>
        <translation>卦身用世身</translation>
    </message>
    <message>
        <location filename="../src/app/chartsheet.cpp" line="51" />
        <source>changed lines read against the original palace</source>
        <translation>變爻六親以本宮論</translation>
    </message>
    <message>
        <location filename="../src/app/chartsheet.cpp" line="52" />
        <source>changed lines read against their own palace</source>
        <translation>變爻六親以變卦本宮論</translation>
    </message>
    <message>
        <location filename="../src/app/chartsheet.cpp" line="54" />
        <source>day starts at 23:00</source>
        <translation>子時換日(23:00)</translation>
    </message>
    <message>
        <location filename="../src/app/chartsheet.cpp" line="55" />
        <source>day starts at midnight</source>
        <translation>夜子時(午夜換日)</translation>
    </message>
    <message>
        <location filename="../src/app/chartsheet.cpp" line="94" />
        <source>Najia chart</source>
        <translation>納甲卦盤</translation>
    </message>
    <message>
        <location filename="../src/app/chartsheet.cpp" line="339" />
        <source>Unknown export format '%1': use .pdf, .svg, .png, .md or .html.</source>
        <translation>未知的匯出格式「%1」：請用 .pdf、.svg、.png、.md 或 .html。</translation>
    </message>
    <message>
        <location filename="../src/app/chartsheet.cpp" line="341" />
        <source>Several charts export only to PDF.</source>
        <translation>多張卦盤只能匯出為 PDF。</translation>
    </message>
    <message>
        <location filename="../src/app/chartsheet.cpp" line="350" />
        <source>There is no chart to export.</source>
        <translation>沒有可匯出的卦盤。</translation>
    </message>
    <message>
        <location filename="../src/app/chartsheet.cpp" line="354" />
        <source>Cannot write %1.</source>
        <translation>無法寫入 %1。</translation>
    </message>
    <message>
        <location filename="../src/app/chartsheet.cpp" line="343" />
        <source>The resolution must be between 36 and 600 dpi.</source>
        <translation>解析度須在 36 至 600 dpi 之間。</translation>
    </message>
    <message>
        <location filename="../src/app/chartmodel.cpp" line="291" />
        <source>(lingering)</source>
        <translation>(餘旺)</translation>
    </message>
    <message>
        <location filename="../src/app/chartmodel.cpp" line="302" />
        <source>%1 s from %2: the month pillar changes there</source>
        <translation>距%2 %1 秒：月柱於此交替</translation>
    </message>
    <message>
        <location filename="../src/app/chartmodel.cpp" line="305" />
        <source>%1 s from the day boundary: the day pillar changes there</source>
        <translation>距換日 %1 秒：日柱於此交替</translation>
    </message>
    <message>
        <location filename="../src/app/chartmodel.cpp" line="306" />
        <source>Across it: %1</source>
        <translation>交界之後：%1</translation>
    </message>
</context>
<context>
    <name>ChartView</name>
    <message>
        <location filename="../src/app/chartview.cpp" line="49" />
        <source>Chart</source>
        <translation>卦盤</translation>
    </message>
    <message>
        <location filename="../src/app/chartview.cpp" line="153" />
        <source>Cast or open a chart.</source>
        <translation>請起卦或開啟卦盤。</translation>
    </message>
</context>
<context>
    <name>FindingsModel</name>
    <message>
        <location filename="../src/app/findingsmodel.cpp" line="46" />
        <source>chart</source>
        <translation>全卦</translation>
    </message>
    <message>
        <location filename="../src/app/findingsmodel.cpp" line="48" />
        <source> (changed)</source>
        <translation> (變爻)</translation>
    </message>
    <message>
        <location filename="../src/app/findingsmodel.cpp" line="49" />
        <source> (hidden)</source>
        <translation> (伏神)</translation>
    </message>
    <message>
        <location filename="../src/app/findingsmodel.cpp" line="70" />
        <source>Line</source>
        <translation>爻位</translation>
    </message>
    <message>
        <location filename="../src/app/findingsmodel.cpp" line="71" />
        <source>Finding</source>
        <translation>斷語</translation>
    </message>
    <message>
        <location filename="../src/app/findingsmodel.cpp" line="72" />
        <source>Rule</source>
        <translation>規則</translation>
    </message>
    <message>
        <location filename="../src/app/findingsmodel.cpp" line="73" />
        <source>Passage</source>
        <translation>原文</translation>
    </message>
</context>
<context>
    <name>HandbookWindow</name>
    <message>
        <location filename="../forms/handbookwindow.ui" line="5" />
        <source>Handbook</source>
        <translation>典籍</translation>
    </message>
    <message>
        <location filename="../forms/handbookwindow.ui" line="19" />
        <source>Search (繁 or 简)…</source>
        <translation>搜尋(繁或简)…</translation>
    </message>
    <message>
        <location filename="../src/app/handbookwindow.cpp" line="75" />
        <source>chart</source>
        <translation>全卦</translation>
    </message>
    <message>
        <location filename="../src/app/handbookwindow.cpp" line="76" />
        <source>line %1</source>
        <translation>第%1行</translation>
    </message>
    <message>
        <location filename="../src/app/handbookwindow.cpp" line="77" />
        <source> (changed)</source>
        <translation> (變爻)</translation>
    </message>
    <message>
        <location filename="../src/app/handbookwindow.cpp" line="78" />
        <source> (hidden)</source>
        <translation> (伏神)</translation>
    </message>
    <message>
        <location filename="../src/app/handbookwindow.cpp" line="168" />
        <location filename="../src/app/handbookwindow.cpp" line="211" />
        <location filename="../src/app/handbookwindow.cpp" line="285" />
        <source>note by %1, not the book's text</source>
        <translation>%1 注，非原書正文</translation>
    </message>
    <message>
        <location filename="../src/app/handbookwindow.cpp" line="179" />
        <source>Tables</source>
        <translation>表</translation>
    </message>
    <message>
        <location filename="../src/app/handbookwindow.cpp" line="215" />
        <source>No results</source>
        <translation>無結果</translation>
    </message>
    <message>
        <location filename="../src/app/handbookwindow.cpp" line="275" />
        <source>On the current chart:</source>
        <translation>本卦盤所見：</translation>
    </message>
    <message>
        <location filename="../src/app/handbookwindow.cpp" line="70" />
        <source>seed %1, lines %2–%3</source>
        <translation>底本 %1，第%2–%3行</translation>
    </message>
    <message>
        <location filename="../src/app/handbookwindow.cpp" line="67" />
        <source>read in a public transcription</source>
        <translation>錄自公開傳本</translation>
    </message>
    <message>
        <location filename="../src/app/handbookwindow.cpp" line="69" />
        <source>seed %1, line %2</source>
        <translation>底本 %1，第%2行</translation>
    </message>
    <message>
        <location filename="../src/app/handbookwindow.cpp" line="295" />
        <source>Note</source>
        <translation>注</translation>
    </message>
    <message>
        <location filename="../src/app/handbookwindow.cpp" line="298" />
        <source>Corrections</source>
        <translation>校正</translation>
    </message>
    <message>
        <location filename="../src/app/handbookwindow.cpp" line="312" />
        <source>rule</source>
        <translation>規則</translation>
    </message>
    <message>
        <location filename="../src/app/handbookwindow.cpp" line="370" />
        <source>Text to read</source>
        <translation>當讀之辭</translation>
    </message>
</context>
<context>
    <name>HitRatePlot</name>
    <message>
        <location filename="../src/app/casebookplots.cpp" line="42" />
        <source>Hit rates</source>
        <translation>應驗率</translation>
    </message>
    <message>
        <location filename="../src/app/casebookplots.cpp" line="50" />
        <source>fulfilled ÷ decided</source>
        <translation>應驗 ÷ 已定</translation>
    </message>
    <message>
        <location filename="../src/app/casebookplots.cpp" line="51" />
        <source>hit rate (middle line) and its 95 % Wilson interval (box)</source>
        <translation>應驗率（中線）及其 95% 威爾遜區間（方框）</translation>
    </message>
    <message>
        <location filename="../src/app/casebookplots.cpp" line="52" />
        <source>base rate %1 %</source>
        <translation>基準率 %1%</translation>
    </message>
    <message>
        <location filename="../src/app/casebookplots.cpp" line="85" />
        <source>%1: %2 % fulfilled (%3 of %4 decided), 95 % interval %5–%6 %</source>
        <translation>%1：應驗 %2%（已定 %4 例中 %3 例），95% 區間 %5–%6%</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../forms/mainwindow.ui" line="6" />
        <source>Najia</source>
        <translation>納甲</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="18" />
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="22" />
        <source>Open &amp;Recent</source>
        <translation>最近開啟(&amp;R)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="33" />
        <source>Print &amp;Options</source>
        <translation>列印選項(&amp;O)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="47" />
        <source>&amp;Chart</source>
        <translation>卦盤(&amp;C)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="58" />
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="67" />
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="78" />
        <source>Main Toolbar</source>
        <translation>主工具列</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="91" />
        <source>&amp;New Chart</source>
        <translation>新卦盤(&amp;N)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="123" />
        <source>Copy Chart as &amp;Image</source>
        <translation>以圖像複製卦盤(&amp;I)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="156" />
        <source>&amp;Print…</source>
        <translation>列印(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="160" />
        <source>Print Pre&amp;view…</source>
        <translation>預覽列印(&amp;V)…</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="164" />
        <source>&amp;Export…</source>
        <translation>匯出(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="170" />
        <source>Print the &amp;Question and Moment</source>
        <translation>列印問題與時間(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="176" />
        <source>Print How It Was &amp;Cast</source>
        <translation>列印起卦紀錄(&amp;C)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="181" />
        <source>&amp;Two Charts per Page</source>
        <translation>每頁兩盤(&amp;T)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="187" />
        <source>&amp;Primary Hexagram (本卦)</source>
        <translation>本卦(&amp;P)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="192" />
        <source>&amp;Nuclear Hexagram (互卦)</source>
        <translation>互卦(&amp;N)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="197" />
        <source>&amp;Opposite Hexagram (錯卦)</source>
        <translation>錯卦(&amp;O)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="202" />
        <source>&amp;Reversed Hexagram (綜卦)</source>
        <translation>綜卦(&amp;R)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="206" />
        <source>Se&amp;ttings…</source>
        <translation>設定(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="210" />
        <source>Show the &amp;Handbook</source>
        <translation>開啟典籍(&amp;H)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="216" />
        <source>Print the &amp;周易 Text to Read</source>
        <translation>列印當讀之周易經文(&amp;周)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="222" />
        <source>Print the &amp;Notes</source>
        <translation>列印筆記(&amp;N)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="96" />
        <source>&amp;Open…</source>
        <translation>開啟(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="101" />
        <source>&amp;Save</source>
        <translation>儲存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="106" />
        <source>Save &amp;As…</source>
        <translation>另存新檔(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="110" />
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="114" />
        <source>&amp;Compute Chart</source>
        <translation>排盤(&amp;C)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="119" />
        <source>&amp;Copy Chart as Text</source>
        <translation>以文字複製卦盤(&amp;C)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="128" />
        <source>&amp;Traditional Characters (繁體)</source>
        <translation>繁體字(&amp;T)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="133" />
        <source>&amp;Simplified Characters (简体)</source>
        <translation>简体字(&amp;S)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="137" />
        <source>Switch &amp;Script (繁/简)</source>
        <translation>切換繁簡(&amp;S)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="143" />
        <source>&amp;Dark Theme</source>
        <translation>深色主題(&amp;D)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="148" />
        <source>Casting &amp;Panel</source>
        <translation>起卦面板(&amp;P)</translation>
    </message>
    <message>
        <location filename="../forms/mainwindow.ui" line="152" />
        <source>&amp;About Najia</source>
        <translation>關於納甲(&amp;A)</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="59" />
        <source>Najia charts (*.najia)</source>
        <translation>納甲卦 (*.najia)</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="59" />
        <source>All files (*)</source>
        <translation>所有檔案 (*)</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="91" />
        <location filename="../src/app/mainwindow.cpp" line="650" />
        <source>Cast</source>
        <translation>起卦</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="112" />
        <location filename="../src/app/mainwindow.cpp" line="114" />
        <location filename="../src/app/mainwindow.cpp" line="651" />
        <source>Findings</source>
        <translation>斷語</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="165" />
        <source>&amp;Paste Chart…</source>
        <translation>貼上卦盤(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="328" />
        <location filename="../src/app/mainwindow.cpp" line="356" />
        <source>Cannot compute the chart: %1</source>
        <translation>無法排盤：%1</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="378" />
        <source>Unsaved Changes</source>
        <translation>未儲存的變更</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="378" />
        <source>The chart has unsaved changes. Save them?</source>
        <translation>此卦有未儲存的變更，要儲存嗎？</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="404" />
        <location filename="../src/app/mainwindow.cpp" line="422" />
        <location filename="../src/app/mainwindow.cpp" line="473" />
        <source>Open Chart</source>
        <translation>開啟卦盤</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="404" />
        <source>Cannot open the chart.

%1</source>
        <translation>無法開啟卦盤。

%1</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="423" />
        <source>%1 was opened, but not all of it was understood:</source>
        <translation>已開啟 %1，但其中有些內容無法理解：</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="440" />
        <location filename="../src/app/mainwindow.cpp" line="459" />
        <location filename="../src/app/mainwindow.cpp" line="487" />
        <source>Save Chart</source>
        <translation>儲存卦盤</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="441" />
        <location filename="../src/app/mainwindow.cpp" line="459" />
        <source>Cannot save the chart.

%1</source>
        <translation>無法儲存卦盤。

%1</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="465" />
        <source>Saved %1</source>
        <translation>已儲存 %1</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="553" />
        <source>chart</source>
        <translation>全卦</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="556" />
        <location filename="../src/app/mainwindow.cpp" line="562" />
        <location filename="../src/app/mainwindow.cpp" line="566" />
        <source>Export Chart</source>
        <translation>匯出卦盤</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="557" />
        <source>PDF (*.pdf);;SVG (*.svg);;PNG image (*.png);;Markdown (*.md);;HTML page (*.html)</source>
        <translation>PDF (*.pdf);;SVG (*.svg);;PNG 圖像 (*.png);;Markdown 文字 (*.md);;HTML 網頁 (*.html)</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="562" />
        <source>Resolution (dpi):</source>
        <translation>解析度(dpi)：</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="567" />
        <source>Exported %1</source>
        <translation>已匯出 %1</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="686" />
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="687" />
        <source>%1[*] — Najia</source>
        <translation>%1[*] — 納甲</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="721" />
        <source>Handbook</source>
        <translation>典籍</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="740" />
        <source>About Najia</source>
        <translation>關於納甲</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="741" />
        <source>&lt;h3&gt;Najia %1&lt;/h3&gt;&lt;p&gt;A workbench for Liu Yao (六爻) divination: cast a hexagram, read the full Najia chart, keep cases and look rules up in the classical handbooks.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;納甲 %1&lt;/h3&gt;&lt;p&gt;六爻占卜工作台：起卦、排出完整納甲卦盤、保存占例，並查閱古籍中的規則。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/app/mainwindow.cpp" line="745" />
        <source>&lt;p&gt;Najia is free software under the GNU General Public License, version 3 or later (GPL-3.0-or-later), with no warranty.&lt;/p&gt;&lt;p&gt;The chart fonts Najia Sans TC and SC are derived from Noto Sans CJK (© 2014-2021 Adobe) and are under the SIL Open Font License 1.1.&lt;/p&gt;&lt;p&gt;The handbook carries the classical texts, which are in the public domain, and, set apart from them as notes, the modern notes of %1 to 卜筮正宗.&lt;/p&gt;</source>
        <translation>&lt;p&gt;納甲是自由軟體，依 GNU 通用公共授權條款第 3 版或更新版本（GPL-3.0-or-later）發佈，不提供任何擔保。&lt;/p&gt;&lt;p&gt;卦盤字型 Najia Sans TC 與 SC 衍生自 Noto Sans CJK（© 2014-2021 Adobe），依 SIL 開放字型授權 1.1 發佈。&lt;/p&gt;&lt;p&gt;手冊收錄古籍原文（屬公有領域），另收 %1 為卜筮正宗所作的今人注釋，標為注，與原文分開。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MonthPlot</name>
    <message>
        <location filename="../src/app/casebookplots.cpp" line="99" />
        <source>Cases per month</source>
        <translation>每月卦例</translation>
    </message>
    <message>
        <location filename="../src/app/casebookplots.cpp" line="129" />
        <source>Cases per month, by outcome</source>
        <translation>每月卦例（依應驗）</translation>
    </message>
    <message>
        <location filename="../src/app/casebookplots.cpp" line="161" />
        <source>%1: %2 case(s)</source>
        <translation>%1：%2 例</translation>
    </message>
</context>
<context>
    <name>PasteChartDialog</name>
    <message>
        <location filename="../src/app/pastechartdialog.cpp" line="26" />
        <source>Paste Chart</source>
        <translation>貼上卦盤</translation>
    </message>
    <message>
        <location filename="../src/app/pastechartdialog.cpp" line="29" />
        <source>A chart as text: a book's case header, a forum post, another program's output.</source>
        <translation>以文字寫的卦：書中卦例的開頭、論壇貼文、其他排盤程式的輸出。</translation>
    </message>
    <message>
        <location filename="../src/app/pastechartdialog.cpp" line="34" />
        <source>Recognised:</source>
        <translation>已辨識：</translation>
    </message>
    <message>
        <location filename="../src/app/pastechartdialog.cpp" line="41" />
        <source>Date of the pillars</source>
        <translation>四柱的日期</translation>
    </message>
    <message>
        <location filename="../src/app/pastechartdialog.cpp" line="48" />
        <source>Use This Chart</source>
        <translation>用此卦</translation>
    </message>
    <message>
        <location filename="../src/app/pastechartdialog.cpp" line="69" />
        <source>Primary hexagram</source>
        <translation>本卦</translation>
    </message>
    <message>
        <location filename="../src/app/pastechartdialog.cpp" line="70" />
        <source>Changed hexagram</source>
        <translation>變卦</translation>
    </message>
    <message>
        <location filename="../src/app/pastechartdialog.cpp" line="71" />
        <source>Line values</source>
        <translation>爻值</translation>
    </message>
    <message>
        <location filename="../src/app/pastechartdialog.cpp" line="72" />
        <source>Pillars</source>
        <translation>四柱</translation>
    </message>
    <message>
        <location filename="../src/app/pastechartdialog.cpp" line="73" />
        <source>Cast at</source>
        <translation>起卦時刻</translation>
    </message>
    <message>
        <location filename="../src/app/pastechartdialog.cpp" line="74" />
        <source>Lunar date</source>
        <translation>農曆日期</translation>
    </message>
    <message>
        <location filename="../src/app/pastechartdialog.cpp" line="75" />
        <source>Question</source>
        <translation>問題</translation>
    </message>
    <message>
        <location filename="../src/app/pastechartdialog.cpp" line="76" />
        <source>Category</source>
        <translation>占類</translation>
    </message>
    <message>
        <location filename="../src/app/pastechartdialog.cpp" line="77" />
        <source>About whom</source>
        <translation>所問</translation>
    </message>
    <message>
        <location filename="../src/app/pastechartdialog.cpp" line="78" />
        <source>Asker</source>
        <translation>問者</translation>
    </message>
    <message>
        <location filename="../src/app/pastechartdialog.cpp" line="79" />
        <source>Course of illness</source>
        <translation>病程</translation>
    </message>
    <message>
        <location filename="../src/app/pastechartdialog.cpp" line="82" />
        <source>Not recognised</source>
        <translation>未辨識</translation>
    </message>
    <message>
        <location filename="../src/app/pastechartdialog.cpp" line="84" />
        <source>The moving lines named are not those of the changed hexagram; the changed hexagram is taken.</source>
        <translation>所寫動爻與變卦不合，以變卦為準。</translation>
    </message>
    <message>
        <location filename="../src/app/pastechartdialog.cpp" line="85" />
        <source>The lunar date is not used: give the civil date or the pillars.</source>
        <translation>農曆日期未用：請寫公曆日期或四柱。</translation>
    </message>
    <message>
        <location filename="../src/app/pastechartdialog.cpp" line="86" />
        <source>No hexagram recognised yet: name the primary hexagram (and the changed one, or the moving lines).</source>
        <translation>尚未辨識出卦：請寫本卦（及變卦或動爻）。</translation>
    </message>
    <message>
        <location filename="../src/app/pastechartdialog.cpp" line="99" />
        <source>None: the pillars only</source>
        <translation>無：只用四柱</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../src/app/casebookactions.cpp" line="23" />
        <source>no moment (pillars only)</source>
        <translation>無時刻（僅有四柱）</translation>
    </message>
    <message>
        <location filename="../src/app/casebookactions.cpp" line="43" />
        <source>Casebook</source>
        <translation>案卷</translation>
    </message>
    <message>
        <location filename="../src/app/casebookactions.cpp" line="43" />
        <source>Cannot open the casebook.

%1</source>
        <translation>無法開啟案卷。

%1</translation>
    </message>
    <message>
        <location filename="../src/app/casebookactions.cpp" line="50" />
        <source>No chart to save to the casebook.</source>
        <translation>沒有可存入案卷的卦。</translation>
    </message>
    <message>
        <location filename="../src/app/casebookactions.cpp" line="61" />
        <location filename="../src/app/casebookactions.cpp" line="67" />
        <location filename="../src/app/casebookactions.cpp" line="92" />
        <source>Save to Casebook</source>
        <translation>存入案卷</translation>
    </message>
    <message>
        <location filename="../src/app/casebookactions.cpp" line="62" />
        <source>This cast and question are already case %1. Update that case with this chart?</source>
        <translation>此卦與此問已是卦例 %1。以此盤更新該卦例？</translation>
    </message>
    <message>
        <location filename="../src/app/casebookactions.cpp" line="68" />
        <source>This question was already asked on %1 (case %2). 一事不問二卦: one matter is not asked twice. If this cast follows up that one (追問), link the two as one thread.</source>
        <translation>此事已於 %1 問過（卦例 %2）。一事不問二卦。若此卦為該卦之追問，可連為同一事之卦串。</translation>
    </message>
    <message>
        <location filename="../src/app/casebookactions.cpp" line="74" />
        <source>Link as a Follow-up</source>
        <translation>連為追問</translation>
    </message>
    <message>
        <location filename="../src/app/casebookactions.cpp" line="76" />
        <source>Show the Earlier Case</source>
        <translation>顯示先前卦例</translation>
    </message>
    <message>
        <location filename="../src/app/casebookactions.cpp" line="77" />
        <source>Save Anyway</source>
        <translation>仍然儲存</translation>
    </message>
    <message>
        <location filename="../src/app/casebookactions.cpp" line="93" />
        <source>Cannot save the case.

%1</source>
        <translation>無法儲存卦例。

%1</translation>
    </message>
    <message>
        <location filename="../src/app/casebookactions.cpp" line="96" />
        <source>Case %1 in the casebook updated</source>
        <translation>已更新案卷中的卦例 %1</translation>
    </message>
    <message>
        <location filename="../src/app/casebookactions.cpp" line="97" />
        <source>Saved to the casebook as case %1, a follow-up of case %2</source>
        <translation>已存入案卷，卦例 %1，為卦例 %2 之追問</translation>
    </message>
    <message>
        <location filename="../src/app/casebookactions.cpp" line="98" />
        <source>Saved to the casebook as case %1</source>
        <translation>已存入案卷，卦例 %1</translation>
    </message>
    <message>
        <location filename="../src/app/casebookactions.cpp" line="107" />
        <source>Save to Case&amp;book</source>
        <translation>存入案卷(&amp;B)</translation>
    </message>
    <message>
        <location filename="../src/app/casebookactions.cpp" line="111" />
        <source>&amp;Casebook…</source>
        <translation>案卷(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../src/app/casebookwindow.cpp" line="697" />
        <source>no such file or folder</source>
        <translation>無此檔案或資料夾</translation>
    </message>
    <message>
        <location filename="../src/app/viewactions.cpp" line="37" />
        <source>&amp;Changed Hexagram as a Chart</source>
        <translation>變卦成盤(&amp;C)</translation>
    </message>
    <message>
        <location filename="../src/app/viewactions.cpp" line="49" />
        <source>&amp;Full Changed Hexagram</source>
        <translation>變卦全列(&amp;F)</translation>
    </message>
    <message>
        <location filename="../src/app/viewactions.cpp" line="52" />
        <source>&amp;Void of Every Pillar</source>
        <translation>四柱旬空(&amp;V)</translation>
    </message>
    <message>
        <location filename="../src/app/viewactions.cpp" line="57" />
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <location filename="../src/app/viewactions.cpp" line="59" />
        <source>Zoom &amp;Out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <location filename="../src/app/viewactions.cpp" line="61" />
        <source>&amp;Fit to Window</source>
        <translation>適合視窗(&amp;F)</translation>
    </message>
</context>
<context>
    <name>ReadingDock</name>
    <message>
        <location filename="../src/app/readingdock.cpp" line="28" />
        <location filename="../src/app/readingdock.cpp" line="35" />
        <location filename="../src/app/readingdock.cpp" line="103" />
        <location filename="../src/app/readingdock.cpp" line="104" />
        <source>Reading</source>
        <translation>斷卦</translation>
    </message>
    <message>
        <location filename="../src/app/readingdock.cpp" line="82" />
        <source>This is a chart derived from the cast: the reading is made of the cast itself. View ▸ Primary Hexagram shows it.</source>
        <translation>此為由本卦衍生之卦，斷卦只就所起之卦而斷：檢視 ▸ 本卦 即見。</translation>
    </message>
</context>
<context>
    <name>ReadingModel</name>
    <message>
        <location filename="../src/app/readingmodel.cpp" line="78" />
        <source>+ helps the line, - hurts it, = neither; * decides the verdict</source>
        <translation>+ 生扶此爻，- 克傷此爻，= 無生無克；* 為定斷之因</translation>
    </message>
    <message>
        <location filename="../src/app/readingmodel.cpp" line="86" />
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <location filename="../src/app/readingmodel.cpp" line="87" />
        <source>Reading</source>
        <translation>斷卦</translation>
    </message>
    <message>
        <location filename="../src/app/readingmodel.cpp" line="88" />
        <source>Verdict</source>
        <translation>斷語</translation>
    </message>
    <message>
        <location filename="../src/app/readingmodel.cpp" line="89" />
        <source>Passage</source>
        <translation>原文</translation>
    </message>
</context>
<context>
    <name>ReliabilityPlot</name>
    <message>
        <location filename="../src/app/reliabilityplot.cpp" line="18" />
        <source>Reliability of the sealed judgments</source>
        <translation>封存判斷的可靠度</translation>
    </message>
    <message>
        <location filename="../src/app/reliabilityplot.cpp" line="30" />
        <source>%1–%2 %</source>
        <translation>%1–%2%</translation>
    </message>
    <message>
        <location filename="../src/app/reliabilityplot.cpp" line="31" />
        <source>held, with its 95 % interval</source>
        <translation>應驗比例及其 95% 區間</translation>
    </message>
    <message>
        <location filename="../src/app/reliabilityplot.cpp" line="32" />
        <source>perfect calibration</source>
        <translation>完全校準</translation>
    </message>
    <message>
        <location filename="../src/app/reliabilityplot.cpp" line="34" />
        <source>the reading's verdict: %1 % held (no confidence stated)</source>
        <translation>斷卦之判：應驗 %1%（不言信心）</translation>
    </message>
    <message>
        <location filename="../src/app/reliabilityplot.cpp" line="37" />
        <source>Stated confidence against how often it held</source>
        <translation>所言信心與實際應驗比例</translation>
    </message>
    <message>
        <location filename="../src/app/reliabilityplot.cpp" line="37" />
        <source>held</source>
        <translation>應驗</translation>
    </message>
    <message>
        <location filename="../src/app/reliabilityplot.cpp" line="88" />
        <source>%1–%2 %: no judgment</source>
        <translation>%1–%2%：無封存判斷</translation>
    </message>
    <message>
        <location filename="../src/app/reliabilityplot.cpp" line="89" />
        <source>%1–%2 %: %3 of %4 held (%5 %), 95 % interval %6–%7 %</source>
        <translation>%1–%2%：%4 例中 %3 例應驗（%5%），95% 區間 %6–%7%</translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <location filename="../src/app/replayview.cpp" line="64" />
        <source>Replay Every Settled Case</source>
        <translation>回測全部已定卦例</translation>
    </message>
    <message>
        <location filename="../src/app/replayview.cpp" line="66" />
        <source>Recomputes every settled case under each school and scores its verdict against what happened.</source>
        <translation>按每個流派重算每則已定結果的卦例，並以實際結果為其判斷計分。</translation>
    </message>
    <message>
        <location filename="../src/app/replayview.cpp" line="106" />
        <source>Recomputing the settled cases under every school…</source>
        <translation>正按各流派重算已定結果的卦例…</translation>
    </message>
    <message>
        <location filename="../src/app/replayview.cpp" line="106" />
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../src/app/replayview.cpp" line="119" />
        <source>Replay cancelled: nothing is shown until it runs to the end.</source>
        <translation>回測已取消：須完整跑完才顯示結果。</translation>
    </message>
    <message>
        <location filename="../src/app/replayview.cpp" line="120" />
        <source>Replay</source>
        <translation>回測</translation>
    </message>
    <message>
        <location filename="../src/app/replayview.cpp" line="120" />
        <source>Cannot replay the cases.

%1</source>
        <translation>無法回測卦例。

%1</translation>
    </message>
    <message>
        <location filename="../src/app/replayview.cpp" line="130" />
        <source>%1 settled case(s) with a verdict, recomputed under %2 school(s). A cell is the share whose verdict agreed with what happened, with its 95 % interval; ★ and bold: the best school of the row.</source>
        <translation>已定結果且斷卦有吉凶之卦例 %1 例，按 %2 個流派重算。每格為重算之判與實際相合的比例，附 95% 區間；★ 與粗體：該列最佳流派。</translation>
    </message>
    <message>
        <location filename="../src/app/replayview.cpp" line="141" />
        <source>Category</source>
        <translation>占類</translation>
    </message>
    <message>
        <location filename="../src/app/replayview.cpp" line="152" />
        <source>All categories</source>
        <translation>全部占類</translation>
    </message>
    <message>
        <location filename="../src/app/replayview.cpp" line="180" />
        <source>Rule</source>
        <translation>規則</translation>
    </message>
    <message>
        <location filename="../src/app/replayview.cpp" line="181" />
        <source>%1: agreed / not</source>
        <translation>%1：相合 / 不合</translation>
    </message>
</context>
<context>
    <name>SealDialog</name>
    <message>
        <location filename="../src/app/sealdialog.cpp" line="19" />
        <source>Seal Judgment</source>
        <translation>封存判斷</translation>
    </message>
    <message>
        <location filename="../src/app/sealdialog.cpp" line="22" />
        <source>A sealed judgment cannot be edited; a later seal can amend it.</source>
        <translation>判斷封存後不能再改；可另立後封以作更正。</translation>
    </message>
    <message>
        <location filename="../src/app/sealdialog.cpp" line="25" />
        <source>Favourable</source>
        <translation>吉</translation>
    </message>
    <message>
        <location filename="../src/app/sealdialog.cpp" line="26" />
        <source>Unfavourable</source>
        <translation>凶</translation>
    </message>
    <message>
        <location filename="../src/app/sealdialog.cpp" line="27" />
        <source>Verdict</source>
        <translation>斷語</translation>
    </message>
    <message>
        <location filename="../src/app/sealdialog.cpp" line="33" />
        <source>Confidence</source>
        <translation>把握</translation>
    </message>
    <message>
        <location filename="../src/app/sealdialog.cpp" line="34" />
        <source>Timing window</source>
        <translation>應期範圍</translation>
    </message>
    <message>
        <location filename="../src/app/sealdialog.cpp" line="50" />
        <source>Note</source>
        <translation>注</translation>
    </message>
    <message>
        <location filename="../src/app/sealdialog.cpp" line="52" />
        <source>Seal</source>
        <translation>封存</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../forms/settingsdialog.ui" line="5" />
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../forms/settingsdialog.ui" line="9" />
        <source>Display</source>
        <translation>顯示</translation>
    </message>
    <message>
        <location filename="../forms/settingsdialog.ui" line="11" />
        <source>Chinese &amp;characters:</source>
        <translation>中文字體(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../forms/settingsdialog.ui" line="13" />
        <source>&amp;Language:</source>
        <translation>介面語言(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../forms/settingsdialog.ui" line="15" />
        <source>&amp;Theme:</source>
        <translation>主題(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../forms/settingsdialog.ui" line="17" />
        <source>Chart &amp;font:</source>
        <translation>卦盤字型(&amp;F)：</translation>
    </message>
    <message>
        <location filename="../forms/settingsdialog.ui" line="19" />
        <source>Use the default (Najia Sans, pinned to the script's forms)</source>
        <translation>使用預設字型(Najia Sans，依繁簡字形)</translation>
    </message>
    <message>
        <location filename="../forms/settingsdialog.ui" line="25" />
        <source>New charts</source>
        <translation>新卦盤預設</translation>
    </message>
    <message>
        <location filename="../forms/settingsdialog.ui" line="27" />
        <source>Time &amp;zone:</source>
        <translation>時區(&amp;Z)：</translation>
    </message>
    <message>
        <location filename="../forms/settingsdialog.ui" line="29" />
        <source>&amp;Day starts:</source>
        <translation>換日(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../forms/settingsdialog.ui" line="31" />
        <source>True &amp;solar time at</source>
        <translation>真太陽時，經度</translation>
    </message>
    <message>
        <location filename="../forms/settingsdialog.ui" line="34" />
        <source>° E</source>
        <translation>° 東經</translation>
    </message>
    <message>
        <location filename="../forms/settingsdialog.ui" line="35" />
        <source>for the hour only</source>
        <translation>僅用於時柱</translation>
    </message>
    <message>
        <location filename="../forms/settingsdialog.ui" line="38" />
        <source>&amp;Hidden lines:</source>
        <translation>伏神(&amp;H)：</translation>
    </message>
    <message>
        <location filename="../forms/settingsdialog.ui" line="40" />
        <source>&amp;Body:</source>
        <translation>卦身(&amp;B)：</translation>
    </message>
    <message>
        <location filename="../forms/settingsdialog.ui" line="42" />
        <source>Changed &amp;relations:</source>
        <translation>變卦六親(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../forms/settingsdialog.ui" line="44" />
        <source>&amp;School:</source>
        <translation>流派(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../src/app/settingsdialog.cpp" line="27" />
        <source>Follow the system</source>
        <translation>跟隨系統</translation>
    </message>
    <message>
        <location filename="../src/app/settingsdialog.cpp" line="31" />
        <source>The system's</source>
        <translation>系統預設</translation>
    </message>
    <message>
        <location filename="../src/app/settingsdialog.cpp" line="32" />
        <source>Light</source>
        <translation>淺色</translation>
    </message>
    <message>
        <location filename="../src/app/settingsdialog.cpp" line="33" />
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <location filename="../src/app/settingsdialog.cpp" line="39" />
        <source>The system's (%1)</source>
        <translation>系統時區（%1）</translation>
    </message>
</context>
<context>
    <name>SimilarCasesView</name>
    <message>
        <location filename="../src/app/similarview.cpp" line="35" />
        <source>Likeness: the same primary and changed hexagram 3 (the same primary alone 2), the same useful god 2, the same verdict on it 1 and strength 1, the same number of moving lines 1, the same category 1. Double-click a case to show it.</source>
        <translation>相似度：本卦變卦皆同 3（僅本卦同 2），用神同 2，用神之吉凶同 1、旺衰同 1，動爻數同 1，占類同 1。雙擊卦例即可顯示。</translation>
    </message>
    <message>
        <location filename="../src/app/similarview.cpp" line="50" />
        <source>Case</source>
        <translation>卦例</translation>
    </message>
    <message>
        <location filename="../src/app/similarview.cpp" line="50" />
        <source>Likeness</source>
        <translation>相似度</translation>
    </message>
    <message>
        <location filename="../src/app/similarview.cpp" line="50" />
        <source>Outcome</source>
        <translation>結果</translation>
    </message>
    <message>
        <location filename="../src/app/similarview.cpp" line="50" />
        <source>Question</source>
        <translation>問題</translation>
    </message>
    <message>
        <location filename="../src/app/similarview.cpp" line="52" />
        <source>Similar settled cases: select a case.</source>
        <translation>相似的已定卦例：請先選取卦例。</translation>
    </message>
    <message>
        <location filename="../src/app/similarview.cpp" line="57" />
        <source>Similar settled cases cannot be read: %1</source>
        <translation>無法讀取相似的已定卦例：%1</translation>
    </message>
    <message>
        <location filename="../src/app/similarview.cpp" line="60" />
        <source>No settled case is like case %1.</source>
        <translation>沒有與卦例 %1 相似的已定卦例。</translation>
    </message>
    <message>
        <location filename="../src/app/similarview.cpp" line="61" />
        <source>Settled cases most like case %1, most alike first:</source>
        <translation>與卦例 %1 最相似的已定卦例，最相似者在前：</translation>
    </message>
</context>
<context>
    <name>StrictJson</name>
    <message>
        <location filename="../src/base/json/strict_json.cpp" line="27" />
        <source>text after the JSON value</source>
        <translation>值之後尚有多餘文字</translation>
    </message>
    <message>
        <location filename="../src/base/json/strict_json.cpp" line="48" />
        <source>the text ends where a value should be</source>
        <translation>應有值之處文字已結束</translation>
    </message>
    <message>
        <location filename="../src/base/json/strict_json.cpp" line="62" />
        <location filename="../src/base/json/strict_json.cpp" line="79" />
        <source>not a JSON value</source>
        <translation>此處不是有效的值</translation>
    </message>
    <message>
        <location filename="../src/base/json/strict_json.cpp" line="82" />
        <source>a number without digits after its point</source>
        <translation>小數點後沒有數字</translation>
    </message>
    <message>
        <location filename="../src/base/json/strict_json.cpp" line="87" />
        <source>a number without digits in its exponent</source>
        <translation>指數沒有數字</translation>
    </message>
    <message>
        <location filename="../src/base/json/strict_json.cpp" line="94" />
        <location filename="../src/base/json/strict_json.cpp" line="124" />
        <source>nested more than %1 deep</source>
        <translation>巢狀超過 %1 層</translation>
    </message>
    <message>
        <location filename="../src/base/json/strict_json.cpp" line="100" />
        <source>a name in double quotes expected</source>
        <translation>此處應為雙引號括起的名稱</translation>
    </message>
    <message>
        <location filename="../src/base/json/strict_json.cpp" line="106" />
        <source>duplicate key "%1"</source>
        <translation>重複的鍵「%1」</translation>
    </message>
    <message>
        <location filename="../src/base/json/strict_json.cpp" line="110" />
        <source>':' expected after a name</source>
        <translation>名稱之後應為「:」</translation>
    </message>
    <message>
        <location filename="../src/base/json/strict_json.cpp" line="116" />
        <source>',' or '}' expected</source>
        <translation>此處應為「,」或「}」</translation>
    </message>
    <message>
        <location filename="../src/base/json/strict_json.cpp" line="132" />
        <source>',' or ']' expected</source>
        <translation>此處應為「,」或「]」</translation>
    </message>
    <message>
        <location filename="../src/base/json/strict_json.cpp" line="182" />
        <location filename="../src/base/json/strict_json.cpp" line="183" />
        <location filename="../src/base/json/strict_json.cpp" line="186" />
        <location filename="../src/base/json/strict_json.cpp" line="189" />
        <source>invalid UTF-8</source>
        <translation>無效的 UTF-8 編碼</translation>
    </message>
    <message>
        <location filename="../src/base/json/strict_json.cpp" line="198" />
        <location filename="../src/base/json/strict_json.cpp" line="241" />
        <source>the text ends inside a string</source>
        <translation>字串尚未結束，文字已結束</translation>
    </message>
    <message>
        <location filename="../src/base/json/strict_json.cpp" line="207" />
        <source>invalid escape \%1</source>
        <translation>無效的轉義 \%1</translation>
    </message>
    <message>
        <location filename="../src/base/json/strict_json.cpp" line="210" />
        <source>invalid \u escape (four hex digits)</source>
        <translation>無效的 \u 轉義（須四位十六進位數字）</translation>
    </message>
    <message>
        <location filename="../src/base/json/strict_json.cpp" line="212" />
        <source>a lone low surrogate in a \u escape</source>
        <translation>\u 轉義中有落單的低位代理</translation>
    </message>
    <message>
        <location filename="../src/base/json/strict_json.cpp" line="214" />
        <location filename="../src/base/json/strict_json.cpp" line="217" />
        <source>a lone high surrogate in a \u escape</source>
        <translation>\u 轉義中有落單的高位代理</translation>
    </message>
    <message>
        <location filename="../src/base/json/strict_json.cpp" line="233" />
        <source>a control character inside a string (escape it)</source>
        <translation>字串內有控制字元（須轉義）</translation>
    </message>
</context>
<context>
    <name>ThreadModel</name>
    <message>
        <location filename="../src/app/threadmodel.cpp" line="31" />
        <source>not sealed</source>
        <translation>未封存</translation>
    </message>
    <message>
        <location filename="../src/app/threadmodel.cpp" line="32" />
        <source>Favourable</source>
        <translation>吉</translation>
    </message>
    <message>
        <location filename="../src/app/threadmodel.cpp" line="32" />
        <source>Unfavourable</source>
        <translation>凶</translation>
    </message>
    <message>
        <location filename="../src/app/threadmodel.cpp" line="42" />
        <source>no moment</source>
        <translation>無時刻</translation>
    </message>
    <message>
        <location filename="../src/app/threadmodel.cpp" line="52" />
        <source>follows case %1</source>
        <translation>追問卦例 %1</translation>
    </message>
    <message>
        <location filename="../src/app/threadmodel.cpp" line="52" />
        <source>first cast</source>
        <translation>初占</translation>
    </message>
    <message>
        <location filename="../src/app/threadmodel.cpp" line="88" />
        <source>Case %1</source>
        <translation>卦例 %1</translation>
    </message>
    <message>
        <location filename="../src/app/threadmodel.cpp" line="90" />
        <source>Cast on</source>
        <translation>起卦時間</translation>
    </message>
    <message>
        <location filename="../src/app/threadmodel.cpp" line="91" />
        <source>Hexagrams</source>
        <translation>卦</translation>
    </message>
    <message>
        <location filename="../src/app/threadmodel.cpp" line="92" />
        <source>Question</source>
        <translation>問題</translation>
    </message>
    <message>
        <location filename="../src/app/threadmodel.cpp" line="93" />
        <source>Useful god</source>
        <translation>用神</translation>
    </message>
    <message>
        <location filename="../src/app/threadmodel.cpp" line="94" />
        <source>Reading's verdict</source>
        <translation>斷卦結論</translation>
    </message>
    <message>
        <location filename="../src/app/threadmodel.cpp" line="95" />
        <source>Sealed judgment</source>
        <translation>封存判斷</translation>
    </message>
    <message>
        <location filename="../src/app/threadmodel.cpp" line="96" />
        <source>Outcome</source>
        <translation>結果</translation>
    </message>
    <message>
        <location filename="../src/app/threadmodel.cpp" line="97" />
        <source>Thread</source>
        <translation>卦串</translation>
    </message>
</context>
<context>
    <name>ThreadPlot</name>
    <message>
        <location filename="../src/app/threadplot.cpp" line="47" />
        <source>Timing of the thread</source>
        <translation>卦串應期</translation>
    </message>
    <message>
        <location filename="../src/app/threadplot.cpp" line="97" />
        <location filename="../src/app/threadplot.cpp" line="136" />
        <location filename="../src/app/threadplot.cpp" line="200" />
        <source>Case %1</source>
        <translation>卦例 %1</translation>
    </message>
    <message>
        <location filename="../src/app/threadplot.cpp" line="107" />
        <source>+%1 later</source>
        <translation>另有 %1 個在後</translation>
    </message>
    <message>
        <location filename="../src/app/threadplot.cpp" line="150" />
        <source>cast</source>
        <translation>起卦</translation>
    </message>
    <message>
        <location filename="../src/app/threadplot.cpp" line="154" />
        <source>timing (應期)</source>
        <translation>應期</translation>
    </message>
    <message>
        <location filename="../src/app/threadplot.cpp" line="159" />
        <source>sealed window</source>
        <translation>封存之應期範圍</translation>
    </message>
    <message>
        <location filename="../src/app/threadplot.cpp" line="160" />
        <source>outcome settled</source>
        <translation>結果判定</translation>
    </message>
</context>
<context>
    <name>TimingPlot</name>
    <message>
        <location filename="../src/app/timingplot.cpp" line="40" />
        <source>Timing</source>
        <translation>應期</translation>
    </message>
    <message>
        <location filename="../src/app/timingplot.cpp" line="140" />
        <source>The 應期 need the moment of the cast to fall on dates.</source>
        <translation>應期須有起卦時刻方能落到日期。</translation>
    </message>
</context>
</TS>